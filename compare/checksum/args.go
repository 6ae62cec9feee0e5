package checksum

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// The command line of `naclcmp sum` is read as GNU getopt_long reads that
// of b2sum, sha256sum and sha512sum, so that it is a drop-in for them:
// options may follow file names, "--" ends them, short options cluster
// (-cw, -l8), long ones take "=VALUE" and may be abbreviated to a unique
// prefix. Its errors and those of the checks coreutils makes after reading
// the options are coreutils' own, with exit status 1; errors of naclcmp's
// own options (-a, --impl) keep the usage status 2.

// ErrHelp is what ParseArgs returns for -h or --help: the caller prints
// the help.
var ErrHelp = errors.New("checksum: help requested")

// ArgError is a command line ParseArgs refuses, with coreutils' message.
type ArgError struct {
	Msg string // one line, or two for some refused lengths
	// Hint is set where coreutils follows the message with "Try 'PROGRAM
	// --help' for more information.".
	Hint bool
	// Own marks a misuse of naclcmp's own options (-a, --impl), which
	// coreutils does not have: bad usage, exit status 2, where coreutils'
	// refusals exit 1.
	Own bool
}

// Error is the message.
func (e *ArgError) Error() string { return e.Msg }

// Write prints the message as coreutils does, each line after the
// program's name (prog: "naclcmp sum"), then the hint if it has one.
func (e *ArgError) Write(w io.Writer, prog string) {
	for _, line := range strings.Split(e.Msg, "\n") {
		fmt.Fprintf(w, "%s: %s\n", prog, line)
	}
	if e.Hint {
		fmt.Fprintf(w, "Try '%s --help' for more information.\n", prog)
	}
}

// Usage returns the usage lines of the command ParseArgs reads, called
// prog ("naclcmp sum"), each without its "usage: " lead; the caller
// lays out the rest of the help around them.
func Usage(prog string) []string {
	return []string{
		prog + " [-a NAME] [--impl NAME] [-l BITS] [--tag] [-b|-t] [-z] [--json] [FILE…]",
		prog + " -c [--ignore-missing] [--quiet|--status] [--strict] [-w] [-a NAME] [FILE…]",
	}
}

// WriteOptions prints what each option does, in the layout of coreutils'
// --help: a short option beside its long one, as getopt reads them.
func WriteOptions(w io.Writer) { fmt.Fprint(w, help) }

// help is what each option does, in the layout of coreutils' --help.
const help = `  -a, --algorithm=NAME  hash with blake2b (default), blake2s, sha256 or sha512
      --impl=NAME       use this implementation (default: the first able to)
  -l, --length=BITS     BLAKE2b only: digest size in bits, a multiple of 8
                          from 8 to 512 (0: the full 512)
  -b, --binary          mark the lines with '*' (binary mode)
  -t, --text            mark the lines with ' ' (text mode, the default)
      --tag             write "ALGORITHM (FILE) = DIGEST" lines
  -z, --zero            end lines with a NUL byte instead of a newline and
                          write file names unescaped
      --json            report in JSON instead
  -c, --check           read lines of checksums from the FILEs and verify
                          the files they name
  -h, --help            print this help
Only with -c:
      --ignore-missing  skip listed files that do not exist
      --quiet           print nothing for files that match
      --status          print nothing; the exit status tells the result
      --strict          fail when a line is improperly formatted
  -w, --warn            report each improperly formatted line
With no FILE, or when FILE is -, read standard input.
`

// option is one option of `naclcmp sum`, as getopt_long describes it.
type option struct {
	long  string
	short byte
	arg   bool
}

// options lists the options in the order in which coreutils names the
// candidates of an ambiguous abbreviation ("--st" lists '--status' before
// '--strict'), naclcmp's own last.
var options = []option{
	{"length", 'l', true},
	{"check", 'c', false},
	{"ignore-missing", 0, false},
	{"quiet", 0, false},
	{"status", 0, false},
	{"warn", 'w', false},
	{"strict", 0, false},
	{"tag", 0, false},
	{"zero", 'z', false},
	{"binary", 'b', false},
	{"text", 't', false},
	{"help", 'h', false},
	{"algorithm", 'a', true},
	{"impl", 0, true},
	{"json", 0, false},
}

// ParseArgs reads the command line of `naclcmp sum` (after its name). It
// returns the options and the files ("-" when none are named), ErrHelp
// for -h or --help, or an *ArgError saying what coreutils would say.
func ParseArgs(args []string) (o Options, files []string, err error) {
	fail := func(format string, a ...any) error {
		return &ArgError{Msg: fmt.Sprintf(format, a...), Hint: true}
	}
	algo, lengthStr := "blake2b", ""
	length, lengthSet := uint64(0), false
	help := false
	set := func(opt option, val string) error {
		switch opt.long {
		case "length":
			v, err := parseLength(val)
			if err != nil {
				return &ArgError{Msg: err.Error()}
			}
			length, lengthStr, lengthSet = v, val, true
		case "check":
			o.Check = true
		case "ignore-missing":
			o.IgnoreMissing = true
		case "quiet":
			o.Status, o.Warn, o.Quiet = false, false, true
		case "status":
			o.Status, o.Warn, o.Quiet = true, false, false
		case "warn":
			o.Status, o.Warn, o.Quiet = false, true, false
		case "strict":
			o.Strict = true
		case "tag":
			o.Tag, o.Mode = true, ModeBinary
		case "zero":
			o.Zero = true
		case "binary":
			o.Mode = ModeBinary
		case "text":
			o.Mode = ModeText
		case "help":
			help = true
		case "algorithm":
			algo = val
		case "impl":
			o.Impl = val
		case "json":
			o.JSON = true
		}
		return nil
	}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case arg == "--":
			files = append(files, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(arg, "--"), isGoLong(arg):
			name, val, hasVal := strings.Cut(strings.TrimLeft(arg, "-"), "=")
			opt, msg := lookupLong(name)
			switch {
			case msg != "":
				return o, nil, fail("%s", msg)
			case !opt.arg && hasVal:
				return o, nil, fail("option '--%s' doesn't allow an argument", opt.long)
			case opt.arg && !hasVal:
				if i+1 == len(args) {
					return o, nil, fail("option '--%s' requires an argument", opt.long)
				}
				i++
				val = args[i]
			}
			if err := set(opt, val); err != nil {
				return o, nil, err
			}
		case len(arg) > 1 && arg[0] == '-':
			for j := 1; j < len(arg); j++ {
				opt, ok := lookupShort(arg[j])
				if !ok {
					return o, nil, fail("invalid option -- '%c'", arg[j])
				}
				val := ""
				if opt.arg {
					switch {
					case j+1 < len(arg):
						val = arg[j+1:]
					case i+1 < len(args):
						i++
						val = args[i]
					default:
						return o, nil, fail("option requires an argument -- '%c'", arg[j])
					}
					j = len(arg)
				}
				if err := set(opt, val); err != nil {
					return o, nil, err
				}
			}
		default:
			files = append(files, arg)
		}
	}
	if help {
		return o, nil, ErrHelp
	}
	a, err := Lookup(algo)
	if err != nil {
		return o, nil, &ArgError{Msg: "-a: " + err.Error(), Own: true}
	}
	o.Algorithm, o.Size = a, a.Size
	if lengthSet {
		if o.Size, err = a.digestSize(lengthStr, length); err != nil {
			return o, nil, &ArgError{Msg: err.Error()}
		}
	}
	for _, c := range []struct {
		bad bool
		msg string
	}{
		{o.Tag && o.Mode == ModeText, "--tag does not support --text mode"},
		{o.Zero && o.Check, "the --zero option is not supported when verifying checksums"},
		{o.Tag && o.Check, "the --tag option is meaningless when verifying checksums"},
		{o.Mode != ModeUnset && o.Check, "the --binary and --text options are meaningless when verifying checksums"},
		{o.IgnoreMissing && !o.Check, "the --ignore-missing option is meaningful only when verifying checksums"},
		{o.Status && !o.Check, "the --status option is meaningful only when verifying checksums"},
		{o.Warn && !o.Check, "the --warn option is meaningful only when verifying checksums"},
		{o.Quiet && !o.Check, "the --quiet option is meaningful only when verifying checksums"},
		{o.Strict && !o.Check, "the --strict option is meaningful only when verifying checksums"},
	} {
		if c.bad {
			return o, nil, fail("%s", c.msg)
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	return o, files, nil
}

// isGoLong reports a single-dash spelling of naclcmp's own long options,
// as Go's flag package accepts them (-impl NAME, -json).
func isGoLong(arg string) bool {
	name, _, _ := strings.Cut(strings.TrimPrefix(arg, "-"), "=")
	return len(arg) > 2 && arg[1] != '-' && (name == "impl" || name == "json" || name == "algorithm")
}

// lookupShort finds the option of a short letter.
func lookupShort(c byte) (option, bool) {
	for _, o := range options {
		if o.short == c && c != 0 {
			return o, true
		}
	}
	return option{}, false
}

// lookupLong finds a long option by its name or a unique prefix of it, or
// returns getopt_long's message.
func lookupLong(name string) (option, string) {
	var found []option
	for _, o := range options {
		if o.long == name {
			return o, ""
		}
		if strings.HasPrefix(o.long, name) {
			found = append(found, o)
		}
	}
	switch {
	case len(found) == 1 && name != "":
		return found[0], ""
	case len(found) > 1 && name != "":
		var b strings.Builder
		fmt.Fprintf(&b, "option '--%s' is ambiguous; possibilities:", name)
		for _, o := range found {
			fmt.Fprintf(&b, " '--%s'", o.long)
		}
		return option{}, b.String()
	}
	return option{}, fmt.Sprintf("unrecognized option '--%s'", name)
}

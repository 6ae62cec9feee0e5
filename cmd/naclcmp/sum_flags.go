package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"syscall"
)

// The command line of `naclcmp sum` is read as GNU getopt_long reads that
// of b2sum, sha256sum and sha512sum: options may follow file names, "--"
// ends them, short options cluster (-cw, -l8), long ones take "=VALUE" and
// may be abbreviated to a unique prefix. Its errors and those of the
// checks coreutils makes after reading the options are coreutils' own,
// with exit status 1; errors of naclcmp's own options (-a, --impl) keep
// the usage status 2.

// sumOpt is one option of `naclcmp sum`.
type sumOpt struct {
	long  string
	short byte
	arg   bool
}

// sumOpts lists the options in the order in which coreutils names the
// candidates of an ambiguous abbreviation ("--st" lists '--status' before
// '--strict'), naclcmp's own last.
var sumOpts = []sumOpt{
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

// sumOptions are the flags of `naclcmp sum`.
type sumOptions struct {
	algo          sumAlgo
	size          int
	impl          string
	tag, check    bool
	quiet, status bool
	warn, strict  bool
	ignoreMissing bool
	zero          bool
	binary        int // -1 unset, 0 text (-t), 1 binary (-b, --tag)
	json          bool
}

const sumSynopsis = "sum [-a blake2b|blake2s|sha256|sha512] [--impl NAME] [-l BITS] [--tag] [-b|-t] [-z] [FILE…]\n" +
	"       naclcmp sum -c [--ignore-missing] [--quiet|--status|-w] [--strict] [-a ALGORITHM] [--impl NAME] [FILE…]"

func sumHelp(w io.Writer) {
	fmt.Fprintf(w, "usage: naclcmp %s\n\n", sumSynopsis)
	fmt.Fprint(w, `Hash each FILE ("-" or none: standard input) and print one line per file in
the format of b2sum, sha256sum and sha512sum; with -c, verify such lines.
  -a, --algorithm=NAME  hash with blake2b (default), blake2s, sha256 or sha512
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
Only with -c:
      --ignore-missing  skip listed files that do not exist
      --quiet           print nothing for files that match
      --status          print nothing; the exit status tells the result
      --strict          fail when a line is improperly formatted
  -w, --warn            report each improperly formatted line
`)
}

// parseSumArgs reads the command line. It returns the options and the
// file names, or the exit status to stop with (-1 to go on).
func parseSumArgs(args []string, stderr io.Writer) (o sumOptions, files []string, code int) {
	fail := func(format string, a ...any) {
		fmt.Fprintf(stderr, "naclcmp sum: "+format+"\n", a...)
		fmt.Fprintln(stderr, "Try 'naclcmp sum --help' for more information.")
	}
	o.binary = -1
	algo, lengthStr := "blake2b", ""
	length, lengthSet := uint64(0), false
	help := false
	set := func(opt sumOpt, val string) bool {
		switch opt.long {
		case "length":
			v, err := parseLength(val)
			if err != nil {
				why := ""
				if errors.Is(err, errLengthOverflow) {
					why = ": " + strerror(syscall.EOVERFLOW)
				}
				fmt.Fprintf(stderr, "naclcmp sum: invalid length: %s%s\n", quoteC(val), why)
				return false
			}
			length, lengthStr, lengthSet = v, val, true
		case "check":
			o.check = true
		case "ignore-missing":
			o.ignoreMissing = true
		case "quiet":
			o.status, o.warn, o.quiet = false, false, true
		case "status":
			o.status, o.warn, o.quiet = true, false, false
		case "warn":
			o.status, o.warn, o.quiet = false, true, false
		case "strict":
			o.strict = true
		case "tag":
			o.tag, o.binary = true, 1
		case "zero":
			o.zero = true
		case "binary":
			o.binary = 1
		case "text":
			o.binary = 0
		case "help":
			help = true
		case "algorithm":
			algo = val
		case "impl":
			o.impl = val
		case "json":
			o.json = true
		}
		return true
	}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case arg == "--":
			files = append(files, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(arg, "--"), isGoLong(arg):
			name, val, hasVal := strings.Cut(strings.TrimLeft(arg, "-"), "=")
			opt, err := lookupLong(name)
			if err != "" {
				fail("%s", err)
				return o, nil, exitFail
			}
			if !opt.arg && hasVal {
				fail("option '--%s' doesn't allow an argument", opt.long)
				return o, nil, exitFail
			}
			if opt.arg && !hasVal {
				if i+1 == len(args) {
					fail("option '--%s' requires an argument", opt.long)
					return o, nil, exitFail
				}
				i++
				val = args[i]
			}
			if !set(opt, val) {
				return o, nil, exitFail
			}
		case len(arg) > 1 && arg[0] == '-':
			for j := 1; j < len(arg); j++ {
				opt, ok := lookupShort(arg[j])
				if !ok {
					fail("invalid option -- '%c'", arg[j])
					return o, nil, exitFail
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
						fail("option requires an argument -- '%c'", arg[j])
						return o, nil, exitFail
					}
					j = len(arg)
				}
				if !set(opt, val) {
					return o, nil, exitFail
				}
			}
		default:
			files = append(files, arg)
		}
	}
	if help {
		sumHelp(helpOutput(stderr))
		return o, nil, exitOK
	}
	a, err := lookupSumAlgo(algo)
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp sum: -a: %v\n", err)
		return o, nil, exitUsage
	}
	o.algo, o.size = a, a.size
	msg := func(format string, a ...any) { fmt.Fprintf(stderr, "naclcmp sum: "+format+"\n", a...) }
	if lengthSet && length != 0 {
		switch {
		case !a.variable:
			msg("--length is only supported with --algorithm=blake2b")
			return o, nil, exitFail
		case length%8 != 0:
			msg("invalid length: %s", quoteC(lengthStr))
			msg("length is not a multiple of 8")
			return o, nil, exitFail
		case length > uint64(8*a.size):
			msg("invalid length: %s", quoteC(lengthStr))
			msg("maximum digest length for '%s' is %d bits", a.tag, 8*a.size)
			return o, nil, exitFail
		}
		o.size = int(length / 8)
	}
	for _, c := range []struct {
		bad bool
		msg string
	}{
		{o.tag && o.binary == 0, "--tag does not support --text mode"},
		{o.zero && o.check, "the --zero option is not supported when verifying checksums"},
		{o.tag && o.check, "the --tag option is meaningless when verifying checksums"},
		{o.binary >= 0 && o.check, "the --binary and --text options are meaningless when verifying checksums"},
		{o.ignoreMissing && !o.check, "the --ignore-missing option is meaningful only when verifying checksums"},
		{o.status && !o.check, "the --status option is meaningful only when verifying checksums"},
		{o.warn && !o.check, "the --warn option is meaningful only when verifying checksums"},
		{o.quiet && !o.check, "the --quiet option is meaningful only when verifying checksums"},
		{o.strict && !o.check, "the --strict option is meaningful only when verifying checksums"},
	} {
		if c.bad {
			fail("%s", c.msg)
			return o, nil, exitFail
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	return o, files, -1
}

// isGoLong reports a single-dash spelling of naclcmp's own long options,
// as Go's flag package accepts them (-impl NAME, -json).
func isGoLong(arg string) bool {
	name, _, _ := strings.Cut(strings.TrimPrefix(arg, "-"), "=")
	return len(arg) > 2 && arg[1] != '-' && (name == "impl" || name == "json" || name == "algorithm")
}

func lookupShort(c byte) (sumOpt, bool) {
	for _, o := range sumOpts {
		if o.short == c && c != 0 {
			return o, true
		}
	}
	return sumOpt{}, false
}

// lookupLong finds a long option by its name or a unique prefix of it, or
// returns getopt_long's message.
func lookupLong(name string) (sumOpt, string) {
	var found []sumOpt
	for _, o := range sumOpts {
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
		return sumOpt{}, b.String()
	}
	return sumOpt{}, fmt.Sprintf("unrecognized option '--%s'", name)
}

// Errors of parseLength.
var (
	errLengthSyntax   = errors.New("not a number")
	errLengthOverflow = errors.New("number beyond 64 bits")
)

// parseLength reads the value of -l as b2sum 9.1 is observed to accept it:
// optional leading white space and an optional '+', then decimal digits
// (leading zeros allowed: "08" is 8, "0x10" is refused) and nothing else.
// Digits worth more than 64 bits give errLengthOverflow, after which b2sum
// names the overflow in its message.
func parseLength(s string) (uint64, error) {
	digits := strings.TrimPrefix(strings.TrimLeft(s, " \t\n\v\f\r"), "+")
	if digits == "" || strings.TrimLeft(digits, "0123456789") != "" {
		return 0, errLengthSyntax
	}
	v, err := strconv.ParseUint(digits, 10, 64)
	if err != nil {
		return 0, errLengthOverflow
	}
	return v, nil
}

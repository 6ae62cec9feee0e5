// Package cpuload tells whether the machine was busy while a benchmark ran.
//
// A timing taken while another process competes for the CPU, or while the
// hypervisor steals time from the virtual machine, is slower for reasons
// that have nothing to do with the code measured. The package reads Linux's
// /proc to find how much CPU time other processes used and how much time
// was stolen, so a report can say so, or a run can be repeated.
//
// "Other" processes are all but the calling process and its descendants:
// the node or browser processes a benchmark starts are its own load, not
// interference. Only Linux is supported; elsewhere Read returns an error
// wrapping errors.ErrUnsupported and a Monitor reports that it could not
// tell (see Summary.Measured).
package cpuload

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Reading is one snapshot of the machine's and our own CPU time counters.
// Two readings make an interval; see Between.
type Reading struct {
	// Wall is when the reading was taken.
	Wall time.Time
	// Busy is the time all CPUs together spent running anything: user,
	// nice, system, irq and softirq of the aggregate "cpu" line of
	// /proc/stat. Guest time is not added: the kernel already counts it in
	// user and nice.
	Busy uint64
	// Idle is the time all CPUs together spent idle, idle plus iowait.
	Idle uint64
	// Steal is the time the hypervisor ran something else on our virtual
	// CPUs while they had work.
	Steal uint64
	// Ours is the CPU time of the calling process and its live
	// descendants, user plus system, including that of the children each
	// of them has already waited for (see readProcs).
	Ours uint64
	// CPUs is the number of CPUs /proc/stat lists.
	CPUs int
}

// total is every tick the CPUs had in the reading, the denominator of all
// shares.
func (r Reading) total() uint64 { return r.Busy + r.Idle + r.Steal }

// Read takes a Reading of the real machine. On anything but Linux, or when
// /proc is not mounted, the error wraps errors.ErrUnsupported.
func Read() (Reading, error) {
	if runtime.GOOS != "linux" {
		return Reading{}, fmt.Errorf("cpuload: %w on %s: no Linux /proc", errors.ErrUnsupported, runtime.GOOS)
	}
	r, err := readFS(os.DirFS("/proc"), os.Getpid(), time.Now())
	if errors.Is(err, fs.ErrNotExist) {
		return Reading{}, fmt.Errorf("cpuload: %w: %w", errors.ErrUnsupported, err)
	}
	return r, err
}

// readFS takes a Reading from fsys, the root of a /proc, for the process
// self; it is Read with its inputs given, so tests can use a fake /proc.
func readFS(fsys fs.FS, self int, now time.Time) (Reading, error) {
	r := Reading{Wall: now}
	data, err := fs.ReadFile(fsys, "stat")
	if err != nil {
		return Reading{}, fmt.Errorf("cpuload: reading /proc/stat: %w", err)
	}
	if err := parseStat(data, &r); err != nil {
		return Reading{}, err
	}
	if r.Ours, err = readProcs(fsys, self); err != nil {
		return Reading{}, err
	}
	return r, nil
}

// parseStat fills r's machine-wide fields from the text of /proc/stat.
func parseStat(data []byte, r *Reading) error {
	found := false
	sc := bufio.NewScanner(bytes.NewReader(data))
	// The "intr" line has one number per interrupt and can be long.
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || !strings.HasPrefix(f[0], "cpu") {
			continue
		}
		if f[0] != "cpu" {
			if _, err := strconv.Atoi(f[0][3:]); err == nil {
				r.CPUs++
			}
			continue
		}
		if len(f) < 5 {
			return fmt.Errorf("cpuload: /proc/stat: cpu line has %d fields, want at least 4", len(f)-1)
		}
		// user nice system idle iowait irq softirq steal guest guest_nice;
		// old kernels stop early, and a missing field counts as zero. The
		// guest fields are not read, being part of user and nice already.
		var v [8]uint64
		for i := range v {
			if i+1 >= len(f) {
				break
			}
			n, err := strconv.ParseUint(f[i+1], 10, 64)
			if err != nil {
				return fmt.Errorf("cpuload: /proc/stat: cpu field %d: %w", i+1, err)
			}
			v[i] = n
		}
		r.Busy = v[0] + v[1] + v[2] + v[5] + v[6]
		r.Idle = v[3] + v[4]
		r.Steal = v[7]
		found = true
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("cpuload: /proc/stat: %w", err)
	}
	if !found {
		return errors.New("cpuload: /proc/stat: no aggregate cpu line")
	}
	return nil
}

// proc is what readProcs needs of one /proc/PID/stat.
type proc struct {
	ppid  int
	ticks uint64
}

// readProcs returns the CPU ticks of self and all its descendants, found
// by listing /proc and following each process's parent. A process that
// exits between the listing and the read of its stat file is skipped: it
// cannot be told apart from one that never existed, and its time has gone
// to its parent's cutime if the parent was ours.
//
// Each process counts utime+stime (fields 14 and 15) plus cutime+cstime
// (16 and 17), the time of children it has waited for. Without the latter,
// a benchmark that starts short-lived processes and waits for them would
// see their time vanish from its own when they exit, and it would show up
// as other processes' load.
//
// In a container with its own PID namespace /proc lists only the
// container's processes while /proc/stat counts the whole machine; that
// is fine, since only our own processes need finding.
func readProcs(fsys fs.FS, self int) (uint64, error) {
	procs, ours, err := family(fsys, self)
	if err != nil {
		return 0, err
	}
	var sum uint64
	for _, pid := range ours {
		sum += procs[pid].ticks
	}
	return sum, nil
}

// DescendantsBesides returns the process IDs of every descendant of the
// calling process, children first, but keep and keep's own descendants: a
// benchmark pauses them (its node and browser hosts) while it times calls
// in its own process (keep 0 leaves none out), and all but one host's while
// it times a call in that host (a node peer, or a browser below its relay).
func DescendantsBesides(keep int) ([]int, error) {
	if runtime.GOOS != "linux" {
		return nil, fmt.Errorf("cpuload: %w on %s: no Linux /proc", errors.ErrUnsupported, runtime.GOOS)
	}
	return descendantsBesides(os.DirFS("/proc"), os.Getpid(), keep)
}

// descendantsBesides is DescendantsBesides over fsys for the process self.
func descendantsBesides(fsys fs.FS, self, keep int) ([]int, error) {
	procs, ours, err := family(fsys, self)
	if err != nil {
		return nil, err
	}
	// family lists each process after its parent, so a process is in
	// keep's subtree when it is keep or its parent was found to be.
	kept := map[int]bool{}
	var out []int
	for _, pid := range ours[1:] {
		if pid == keep || kept[procs[pid].ppid] {
			kept[pid] = true
			continue
		}
		out = append(out, pid)
	}
	return out, nil
}

// family lists /proc and returns every process read, and self with all
// its descendants, self first and each process before its children.
func family(fsys fs.FS, self int) (map[int]proc, []int, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, nil, fmt.Errorf("cpuload: listing /proc: %w", err)
	}
	procs := make(map[int]proc, len(entries))
	children := make(map[int][]int)
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid <= 0 {
			continue // not a process: "stat", "self", "sys" and so on
		}
		p, err := readProc(fsys, pid)
		if err != nil {
			if pid == self {
				return nil, nil, err
			}
			continue
		}
		procs[pid] = p
		children[p.ppid] = append(children[p.ppid], pid)
	}
	if _, ok := procs[self]; !ok {
		return nil, nil, fmt.Errorf("cpuload: /proc/%d/stat: the calling process is not listed in /proc", self)
	}
	seen := map[int]bool{self: true}
	ours := []int{self}
	for i := 0; i < len(ours); i++ {
		for _, c := range children[ours[i]] {
			// A parent link cannot loop in a consistent /proc, but a
			// reused PID read at the wrong moment could make one.
			if !seen[c] {
				seen[c] = true
				ours = append(ours, c)
			}
		}
	}
	return procs, ours, nil
}

// readProc reads and parses /proc/PID/stat.
func readProc(fsys fs.FS, pid int) (proc, error) {
	name := strconv.Itoa(pid) + "/stat"
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return proc{}, fmt.Errorf("cpuload: reading /proc/%s: %w", name, err)
	}
	p, err := parseProcStat(data)
	if err != nil {
		return proc{}, fmt.Errorf("cpuload: /proc/%s: %w", name, err)
	}
	return p, nil
}

// parseProcStat parses the text of one /proc/PID/stat.
func parseProcStat(data []byte) (proc, error) {
	// Field 2 is the command name in parentheses, which may itself hold
	// spaces and parentheses; the kernel does not escape them, so the
	// fields after it start after the last ')'.
	end := bytes.LastIndexByte(data, ')')
	if end < 0 {
		return proc{}, errors.New("no ')' closing the command name")
	}
	// f[0] is field 3 (state), so field n is f[n-3].
	f := strings.Fields(string(data[end+1:]))
	if len(f) < 17-2 {
		return proc{}, fmt.Errorf("%d fields after the command name, want at least 15", len(f))
	}
	ppid, err := strconv.Atoi(f[4-3])
	if err != nil {
		return proc{}, fmt.Errorf("ppid: %w", err)
	}
	var ticks uint64
	for n := 14; n <= 17; n++ {
		// cutime and cstime are signed in the kernel's format; a negative
		// value would be a kernel oddity and counts as none.
		v, err := strconv.ParseInt(f[n-3], 10, 64)
		if err != nil {
			return proc{}, fmt.Errorf("field %d: %w", n, err)
		}
		if v > 0 {
			ticks += uint64(v)
		}
	}
	return proc{ppid: ppid, ticks: ticks}, nil
}

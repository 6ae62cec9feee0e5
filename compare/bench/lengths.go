package bench

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/naclcmp/naclcmp/matrix"
)

// MaxLength is the longest message a run measures: a workload allocates
// its inputs and outputs in advance.
const MaxLength = 1 << 30

// ParseLengths reads a comma-separated list of message lengths in bytes,
// each from 0 to MaxLength, to replace a mode's Lengths.
func ParseLengths(s string) ([]int, error) {
	var out []int
	for _, f := range matrix.SplitList(s) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > MaxLength {
			return nil, fmt.Errorf("%q is not a length from 0 to 1 GiB", f)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, errors.New("no lengths given")
	}
	return out, nil
}

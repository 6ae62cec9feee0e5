package secretstream

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the secretstream
// s describes, each call named name + "." + the method: NewPush and
// NewPull as they are; Push and Pull each on a stream of their own,
// started with a valid header and key outside the arguments under test,
// with the tag MESSAGE (a refused tag is for the bindings' own tests: it
// is no byte slice). The valid message to Pull is not authentic, so the
// valid call is a refusal, as for the other Open tables.
func Args(name string, s matrix.Spec, op matrix.SecretStream) argtest.Calls {
	header, key := argtest.Fixed("header", s.Header), argtest.Fixed("key", s.Key)
	validHeader, validKey := argtest.Pattern(s.Header), argtest.Pattern(s.Key)
	push, pull, ad := argtest.SealArgs("out", s), argtest.OpenArgs("in", s), argtest.Free("ad", argtest.ADLen)
	return argtest.Calls{
		{Name: name + ".NewPush", Args: []argtest.Arg{header.AsOut(), key},
			Fn: func(a [][]byte) error { _, err := op.NewPush(a[0], a[1]); return err }},
		{Name: name + ".NewPull", Args: []argtest.Arg{header, key},
			Fn: func(a [][]byte) error { _, err := op.NewPull(a[0], a[1]); return err }},
		{Name: name + ".Push", Args: []argtest.Arg{push[0], push[1], ad},
			Fn: func(a [][]byte) error {
				p, err := op.NewPush(make([]byte, s.Header), validKey)
				if err != nil {
					return err
				}
				return p.Push(a[0], a[1], a[2], matrix.SecretStreamMessage)
			}},
		{Name: name + ".Pull", Args: []argtest.Arg{pull[0], pull[1], ad},
			Fn: func(a [][]byte) error {
				p, err := op.NewPull(validHeader, validKey)
				if err != nil {
					return err
				}
				_, ok, err := p.Pull(a[0], a[1], a[2])
				return argtest.Verdict(ok, err)
			}},
	}
}

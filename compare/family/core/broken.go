package core

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the core function family's realistic bugs (see
// family.Breaker): a binding that passes a wrong buffer for the key, the
// input or the constant.
var Breakers = []family.Breaker[matrix.Core]{
	{Name: "ignores-key-half", Wrap: func(_ matrix.Spec, op matrix.Core) matrix.Core { return brokenCore{op, coreKeyHalf} }},
	{Name: "ignores-input", Wrap: func(_ matrix.Spec, op matrix.Core) matrix.Core { return brokenCore{op, coreNoInput} }},
	{Name: "ignores-constant", Wrap: func(_ matrix.Spec, op matrix.Core) matrix.Core { return brokenCore{op, coreSigma} },
		TranscriptBlind: "core.Sequence (the transcript) always passes sigma: core.Cross's random constant catches it"},
}

// brokenCore changes the core function's arguments before the real call:
// a binding that passes a wrong buffer.
type brokenCore struct {
	c    matrix.Core
	args func(in, key, constant []byte) ([]byte, []byte, []byte)
}

func (b brokenCore) Core(out, in, key, constant []byte) error {
	in, key, constant = b.args(in, key, constant)
	return b.c.Core(out, in, key, constant)
}

// coreKeyHalf keeps only the first 16 key bytes: a 16-byte copy of the
// 32-byte key.
func coreKeyHalf(in, key, constant []byte) ([]byte, []byte, []byte) {
	return in, family.ZeroTail(key, 16), constant
}

// coreNoInput uses an all-zero input block.
func coreNoInput(in, key, constant []byte) ([]byte, []byte, []byte) {
	return make([]byte, len(in)), key, constant
}

// coreSigma ignores the caller's constant and uses the standard one: the
// binding passes NULL, which libsodium's crypto_core_* read as "expand
// 32-byte k".
func coreSigma(in, key, constant []byte) ([]byte, []byte, []byte) {
	if len(constant) != len(matrix.Sigma) {
		return in, key, constant // the real argument error
	}
	return in, key, []byte(matrix.Sigma)
}

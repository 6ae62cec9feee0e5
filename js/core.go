package js

// Core is a Salsa20-family core function run in node: a 16-byte input, a
// 32-byte key and a 16-byte constant.
type Core struct{ base }

// Core writes f(in, key, constant) to out.
func (k Core) Core(out, in, key, constant []byte) error {
	c := k.checker()
	c.Size("out", out, k.spec.Out)
	c.Size("in", in, k.spec.In)
	c.Size("key", key, k.spec.Key)
	c.Size("constant", constant, k.spec.Const)
	if err := c.Err(); err != nil {
		return err
	}
	return k.peer.outputs(k.op, "core", [][]byte{out}, in, key, constant)
}

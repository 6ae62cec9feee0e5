package js

// Core is a Salsa20-family core function run in node: a 16-byte input, a
// 32-byte key and a 16-byte constant.
type Core struct {
	base
	size int
}

// Core writes f(in, key, constant) to out.
func (k Core) Core(out, in, key, constant []byte) error {
	c := k.checker()
	c.Size("out", out, k.size)
	c.Size("in", in, 16)
	c.Size("key", key, 32)
	c.Size("constant", constant, 16)
	if err := c.Err(); err != nil {
		return err
	}
	return k.peer.outputs(k.op, "core", [][]byte{out}, in, key, constant)
}

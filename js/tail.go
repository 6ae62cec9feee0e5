package js

import "sync"

// tailSize is how much of a peer's stderr is kept for error messages: the
// end of a stack trace, not a log.
const tailSize = 2048

// tail keeps the last tailSize bytes written to it. The exec package copies
// the peer's stderr into it from its own goroutine while errors read it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

// Write appends p, dropping the oldest bytes beyond tailSize.
func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - tailSize; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(p), nil
}

// String returns what is kept.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

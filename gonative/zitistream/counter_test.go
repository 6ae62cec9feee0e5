package zitistream

import (
	"errors"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestCounterWrap: after 2³²−1 messages libsodium rekeys on its own and
// the library does not, so the next message is refused as unsupported. The
// count is set near the wrap rather than reached.
func TestCounterWrap(t *testing.T) {
	key := make([]byte, 32)
	ps, err := SecretStream{}.NewPush(make([]byte, 24), key)
	if err != nil {
		t.Fatal(err)
	}
	p := ps.(*pusher)
	p.count = rekeyAt - 2
	if err := p.Push(make([]byte, 17), nil, nil, matrix.SecretStreamMessage); err != nil {
		t.Fatalf("message 2³²−2: %v", err)
	}
	if err := p.Push(make([]byte, 17), nil, nil, matrix.SecretStreamMessage); err != nil {
		t.Fatalf("message 2³²−1: %v", err)
	}
	if err := p.Push(make([]byte, 17), nil, nil, matrix.SecretStreamMessage); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("message 2³²: err = %v, want ErrUnsupported", err)
	}
}

package xcrypto_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

func TestX25519Agreement(t *testing.T) { nativetest.X25519Agreement(t, xcrypto.X25519{}) }

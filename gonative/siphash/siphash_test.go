package siphash_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/siphash"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// The known answers (the SipHash reference's vectors) run for every
// implementation in compare/kat, from vectors/siphash.json.

func TestBadInput(t *testing.T) {
	argtest.Run(t, "siphash", families.Ops(siphash.Ops())...)
}

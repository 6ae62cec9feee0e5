package impls

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/checktest"
)

// TestBadInput feeds every class of malformed argument to every operation of
// every implementation, through the shared engine and the catalogue's
// sizes: nil, empty, one byte short and one byte long keys, nonces, seeds,
// signatures, public keys, messages tied to a box and output buffers. Each
// call must return an error that names the parameter, leave every buffer as
// it was, and never panic — a panic in a cgo binding would be a crash in C.
// The valid call of each method must succeed, so that a binding cannot pass
// by refusing everything.
func TestBadInput(t *testing.T) {
	argtest.RunRegistry(t, checktest.Load(t, Default), families.Table)
}

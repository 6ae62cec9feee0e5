// Package orlp binds orlp/ed25519, Orson Peters' portable C Ed25519 based
// on SUPERCOP's ref10, through cgo, so that it can be cross-checked and
// benchmarked beside libsodium, TweetNaCl and native Go.
//
// The C source is not part of this repository: `make sources` fetches the
// copy Debian ships in olm (olm 3.2.13~dfsg-1, lib/ed25519/src/, whose
// sign.c, verify.c, keypair.c and key_exchange.c are identical to
// upstream), checks it against pinned SHA-256 values and generates
// zz_source.go, from which [Version] and [Source] report what was compiled.
// NACLCMP_ORLP_DIR builds another copy of orlp's src/ instead.
//
// # Private keys
//
// orlp keeps a private key as its 64-byte SHA-512 expansion: the clamped
// secret scalar a (32 bytes) followed by the nonce prefix (32 bytes); it
// cannot recover the seed from it. The matrix uses the 64-byte seed‖public
// format of crypto/ed25519 and libsodium instead, so [Ed25519.KeyFromSeed],
// [Ed25519.Sign] and [Ed25519.KeyExchange] take seed‖public and expand the
// seed at the boundary with orlp's own SHA-512 (orlp_glue.c), on the C
// stack, for each call. The orlp-native format is reachable too:
// [Ed25519.CreateKeyPair], [Ed25519.ExpandPrivate], [Ed25519.SignExpanded]
// and [Ed25519.AddScalar] work on expanded keys, since a key changed by
// AddScalar has no seed.
//
// # Conventions
//
// Every length is checked before any C call; a wrong length returns an
// error naming the parameter ("orlp: seed: want 32 bytes, got 31") and
// writes nothing. All global C symbols of orlp are renamed to
// naclcmp_orlp_* (orlp_names.h), so the library coexists with libsodium
// and TweetNaCl in one binary, linked statically too.
//
// orlp checks less than libsodium: verification refuses only an S whose
// top three bits are set, so it accepts a non-canonical S + L, and the key
// exchange accepts any public key. Reports show those differences instead
// of hiding them.
package orlp

// #cgo CFLAGS: -I${SRCDIR}/../../.cache/src/orlp
// #include "naclcmp_orlp.h"
import "C"

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/naclcmp/naclcmp/cref/internal/csource"

	_ "github.com/naclcmp/naclcmp/cref/internal/fetched" // one clear error when `make deps` has not run
	_ "github.com/naclcmp/naclcmp/internal/cstack"       // no C from the main thread on riscv64
)

// SourceFile is one compiled C file: its path in the source it was taken
// from and its SHA-256 (hex).
type SourceFile = csource.File

// Version names the orlp/ed25519 copy that was compiled in, such as
// "orlp/ed25519 (olm 3.2.13 copy)". orlp has no release numbers.
func Version() string { return generatedVersion }

// Files lists the compiled C files with their SHA-256, as written by the
// fetch (or copied from NACLCMP_ORLP_DIR).
func Files() []SourceFile { return csource.InDir(generatedDir, generatedFiles) }

// Source says where the compiled code comes from. With 16 files a hash
// per file would swamp a report line, so it gives one SHA-256 over their
// sha256sum listing, which
//
//	cd lib/ed25519/src && sha256sum add_scalar.c … sha512.h | sha256sum
//
// reproduces (files in the order of [Files]); [Files] has each file's hash.
// A copy from NACLCMP_ORLP_DIR is marked unpinned.
func Source() string {
	return generatedOrigin + " " + generatedDir + " (" + strconv.Itoa(len(generatedFiles)) +
		" files) sha256sum-list:" + listDigest()
}

// listDigest is the SHA-256 of the sha256sum-style listing of the files,
// with names relative to their folder.
func listDigest() string {
	h := sha256.New()
	for _, f := range generatedFiles {
		h.Write([]byte(f.SHA256 + "  " + f.Name + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

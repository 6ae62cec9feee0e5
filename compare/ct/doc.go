// Package ct gives constant-time verdicts for every implementation of the
// comparison matrix, by two methods.
//
// The valgrind method (TIMECOP, as eBACS runs it) is for C libraries: a
// small C harness of our own (harness/, embedded and compiled at run time
// with the system's C compiler) links each library through the same glue
// files its Go binding compiles (libsodium, TweetNaCl, orlp/ed25519,
// OpenSSL's libcrypto, djb's NaCl from its prefixed archive, libb2,
// Nettle, Botan, libgcrypt, wolfSSL, libtomcrypt and libargon2 from
// their prefixed archives; ctrecord.Libraries lists them), and
// calls once each call that handles a secret (Seal and Open, MAC and
// Verify, Sign, ...) with its secret inputs marked undefined through
// memcheck's client requests. Any branch or memory index that depends on
// a secret is then reported by memcheck; RunValgrind turns those reports
// into a verdict per call ("constant time" or "T!!!" with the first
// stack), and the report marks an operation T!!! when any of its calls
// is. Outputs that are public by design (a ciphertext, a tag comparison's
// verdict) are marked defined again before the harness looks at them,
// after the harness has made sure they carry the secret at all (else the
// check would have seen nothing, and the call fails). The few branches a
// library takes on purpose on a public-by-design result are set aside
// with their reason (Declassifications), never hidden. Code without
// symbols (OpenSSL's, libgcrypt's and libhogweed's static functions) is
// named from the library's static archive where the function's object
// matches the library byte for byte (names.go), and by its offset in the
// library file otherwise. Signature verification has no secret input and
// is not marked. Go and JavaScript cannot run meaningfully under memcheck; they
// are "not checked" by this method.
//
// The timing method (dudect, Reparaz, Balasch and Verbauwhede 2017) is for
// every implementation, through the matrix's operation interfaces: two
// classes of inputs, a fixed secret and random secrets with the same public
// data, interleaved at random, each call timed with the cycle counter;
// Welch's t-statistic over all measurements and over measurements cropped
// at several percentiles; |t| above 4.5 flags a leak. It is statistical:
// the package's tests assert it only for the deliberately leaky control.
//
// Both methods are checked against two controls (package compare/ct/control and
// harness/ct_equal.c): an early-exit comparison that both must flag, and
// an OR-accumulating one that valgrind must pass.
//
// What a run finds is recorded in package record/ctrecord's types (the
// JSON of `naclcmp ct --json` and results.json's constantTime), which also
// holds the facts the report prints beside the verdicts: this package is
// the runner, and the report links none of it.
package ct

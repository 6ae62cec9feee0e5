// Package ct gives constant-time verdicts for every implementation of the
// comparison matrix, by two methods.
//
// The valgrind method (TIMECOP, as eBACS runs it) is for C libraries: a
// small C harness of our own (harness/, embedded and compiled at run time
// with the system's C compiler against libsodium and the fetched TweetNaCl
// and orlp/ed25519 sources, through the same wrapper files the Go bindings
// compile) calls each operation once with its secret inputs marked
// undefined through memcheck's client requests. Any branch or memory index
// that depends on a secret is then reported by memcheck; RunValgrind turns
// those reports into a verdict per operation ("constant time" or "T!!!"
// with the first stack). Outputs that are public by design are marked
// defined again before the harness looks at them, and the few branches a
// library takes on purpose on a public-by-design result are set aside with
// their reason (Declassifications), never hidden. Go and JavaScript cannot
// run meaningfully under memcheck; they are "not checked" by this method.
//
// The timing method (dudect, Reparaz, Balasch and Verbauwhede 2017) is for
// every implementation, through the matrix's operation interfaces: two
// classes of inputs, a fixed secret and random secrets with the same public
// data, interleaved at random, each call timed with the cycle counter;
// Welch's t-statistic over all measurements and over measurements cropped
// at several percentiles; |t| above 4.5 flags a leak. It is statistical:
// the package's tests assert it only for the deliberately leaky control.
//
// Both methods are checked against two controls (package ct/control and
// harness/ct_equal.c): an early-exit comparison that both must flag, and
// an OR-accumulating one that valgrind must pass.
package ct

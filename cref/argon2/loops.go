package argon2

import "github.com/naclcmp/naclcmp/matrix"

// Loops lists the package's C loops: none. The benchmark times a C loop
// beside a binding's call to show what the cgo crossing adds, and for
// Argon2 that is nothing measurable: one argon2_ctx call at the
// benchmarked parameters takes milliseconds, against the crossing's tens
// of nanoseconds, and the loop's arguments (naclcmp_loop_args) carry no
// cost parameters. libsodium's crypto_pwhash has no loop for the same
// reason; expect/loops.json records it for both.
func Loops() []matrix.CLoop { return nil }

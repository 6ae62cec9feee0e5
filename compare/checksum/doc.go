// Package checksum is the engine of `naclcmp sum`: it writes and verifies
// checksum lines in the format of coreutils 9.1's b2sum, sha256sum and
// sha512sum, byte for byte, through any implementation of a registry that
// hashes incrementally (matrix.HashStreamer).
//
// Files are read in chunks of Chunk bytes, so memory stays constant
// whatever their size. Verification (Check) reads checksum lists as
// coreutils 9.1 is observed to read them, malformed and arbitrarily long
// lines included, and reports in coreutils' words (C locale), so that a
// script written for coreutils reads the same output. The reading of the
// command line itself is the CLI's; this package starts from Options.
//
// The parser is a clean-room implementation written from coreutils'
// observed behaviour, which the tests compare against the installed tools.
package checksum

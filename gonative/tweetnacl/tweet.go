package tweetnacl

// The files tweet_*.go port tweetnacl.c of TweetNaCl 20140427 (Bernstein,
// van Gastel, Janssen, Lange, Schwabe and Smetsers, "TweetNaCl: A crypto
// library in 100 tweets", LATINCRYPT 2014) to Go, function by function and
// line by line, so that each can be read beside the original:
//
//	tweet_verify.go     vn, crypto_verify_16, crypto_verify_32
//	tweet_salsa20.go    L32, ld32, st32, core, crypto_core_salsa20,
//	                    crypto_core_hsalsa20, sigma, crypto_stream_salsa20_xor,
//	                    crypto_stream_salsa20, crypto_stream, crypto_stream_xor
//	tweet_poly1305.go   add1305, minusp, crypto_onetimeauth,
//	                    crypto_onetimeauth_verify
//	tweet_box.go        crypto_secretbox, crypto_secretbox_open, _0,
//	                    crypto_box_beforenm, crypto_box_afternm,
//	                    crypto_box_open_afternm, crypto_box, crypto_box_open
//	tweet_gf.go         gf, gf0, gf1, _121665, D, D2, X, Y, I, set25519,
//	                    car25519, sel25519, pack25519, neq25519, par25519,
//	                    unpack25519, A, Z, M, S, inv25519, pow2523
//	tweet_curve25519.go _9, crypto_scalarmult, crypto_scalarmult_base
//	tweet_sha512.go     dl64, ts64, R, Ch, Maj, Sigma0, Sigma1, sigma0, sigma1,
//	                    K, crypto_hashblocks, iv, crypto_hash
//	tweet_ed25519.go    add, cswap, pack, scalarmult, scalarbase,
//	                    crypto_sign_keypair, L, modL, reduce, crypto_sign,
//	                    unpackneg, crypto_sign_open
//
// The translation is mechanical, and its rules are these:
//
//   - Every function and constant keeps its name. A name that starts with
//     a capital letter (A, Z, M, S, R, Ch, Maj, Sigma0, Sigma1, K, L, D,
//     D2, X, Y, I, L32) gets a leading underscore, which keeps it out of
//     the package's API as the original's static does, in the manner of the
//     original's own _0, _9 and _121665.
//   - u8, u32, u64 and i64 are byte, uint32, uint64 and int64; a gf is a
//     [16]int64 passed by pointer, so that aliased arguments (M(c,c,i))
//     behave as in C. A pointer to bytes is a slice starting there, and
//     pointer arithmetic (c += 64, sm + 32) slices it; the lengths stay
//     explicit arguments as in the original, and a null m of
//     crypto_stream_salsa20_xor is a nil slice.
//   - FOR(i,n) is for i := range n. A comparison used as a number, such as
//     (i<15) in car25519, is cbool's 0 or 1.
//   - Nothing is added: no check, no reduction, no refusal the original
//     lacks. So crypto_scalarmult accepts low-order points, unpackneg
//     non-canonical encodings, and crypto_sign_open a signature with
//     S ≥ L, as TweetNaCl does.
//
// Two parts are not ported: randombytes, whose only callers are the two
// keypair functions (crypto_sign_keypair takes its 32 random bytes as a
// parameter here, and crypto_box_keypair is left out), and the
// libzmq copy's platform glue. Go's compiler is not the C compiler: the
// absence of secret-dependent branches and indices in the source carries
// over, but the machine code is not checked for constant time (compare/ct/ checks
// the C libraries only).

// cbool is the value of a C comparison: 1 if b holds, 0 otherwise.
func cbool[T int | int64 | uint64](b bool) T {
	if b {
		return 1
	}
	return 0
}

/*
 * tweet_names.h — renames every global symbol of the fetched TweetNaCl to
 * naclcmp_tweet_*, before tweetnacl.c is compiled (tweet_unit.c).
 *
 * TweetNaCl, libsodium and orlp/ed25519 all define crypto_box, crypto_hash,
 * randombytes, …, and they share one executable. An unprefixed crypto_hash
 * here would be a duplicate symbol in a static link and, worse, would
 * silently replace libsodium's own crypto_hash in a dynamic one. The names
 * are macros, so the fetched file stays byte-for-byte what Debian ships.
 *
 * libzmq's copy (NACLCMP_TWEET_UPSTREAM=0) defines the plain NaCl names plus
 * randombytes, randombytes_close and sodium_init; upstream TweetNaCl
 * (NACLCMP_TWEET_UPSTREAM=1) defines the *_tweet names its tweetnacl.h maps
 * the plain names to, and expects randombytes from outside. Either way the
 * result is one set of naclcmp_tweet_* functions, declared in
 * naclcmp_tweet.h. symbols_test.go checks that nothing else escapes.
 */
#ifndef NACLCMP_TWEET_NAMES_H
#define NACLCMP_TWEET_NAMES_H

#if !defined(NACLCMP_TWEET_UPSTREAM)
#error "NACLCMP_TWEET_UPSTREAM is not set: run 'make sources' (it generates zz_source.go)"
#endif

#if NACLCMP_TWEET_UPSTREAM

#define crypto_verify_16_tweet naclcmp_tweet_crypto_verify_16
#define crypto_verify_32_tweet naclcmp_tweet_crypto_verify_32
#define crypto_core_salsa20_tweet naclcmp_tweet_crypto_core_salsa20
#define crypto_core_hsalsa20_tweet naclcmp_tweet_crypto_core_hsalsa20
#define crypto_stream_salsa20_tweet naclcmp_tweet_crypto_stream_salsa20
#define crypto_stream_salsa20_tweet_xor naclcmp_tweet_crypto_stream_salsa20_xor
#define crypto_stream_xsalsa20_tweet naclcmp_tweet_crypto_stream
#define crypto_stream_xsalsa20_tweet_xor naclcmp_tweet_crypto_stream_xor
#define crypto_onetimeauth_poly1305_tweet naclcmp_tweet_crypto_onetimeauth
#define crypto_onetimeauth_poly1305_tweet_verify naclcmp_tweet_crypto_onetimeauth_verify
#define crypto_secretbox_xsalsa20poly1305_tweet naclcmp_tweet_crypto_secretbox
#define crypto_secretbox_xsalsa20poly1305_tweet_open naclcmp_tweet_crypto_secretbox_open
#define crypto_scalarmult_curve25519_tweet naclcmp_tweet_crypto_scalarmult
#define crypto_scalarmult_curve25519_tweet_base naclcmp_tweet_crypto_scalarmult_base
#define crypto_box_curve25519xsalsa20poly1305_tweet naclcmp_tweet_crypto_box
#define crypto_box_curve25519xsalsa20poly1305_tweet_open naclcmp_tweet_crypto_box_open
#define crypto_box_curve25519xsalsa20poly1305_tweet_keypair naclcmp_tweet_crypto_box_keypair
#define crypto_box_curve25519xsalsa20poly1305_tweet_beforenm naclcmp_tweet_crypto_box_beforenm
#define crypto_box_curve25519xsalsa20poly1305_tweet_afternm naclcmp_tweet_crypto_box_afternm
#define crypto_box_curve25519xsalsa20poly1305_tweet_open_afternm naclcmp_tweet_crypto_box_open_afternm
#define crypto_hashblocks_sha512_tweet naclcmp_tweet_crypto_hashblocks
#define crypto_hash_sha512_tweet naclcmp_tweet_crypto_hash
#define crypto_sign_ed25519_tweet naclcmp_tweet_crypto_sign
#define crypto_sign_ed25519_tweet_open naclcmp_tweet_crypto_sign_open
#define crypto_sign_ed25519_tweet_keypair naclcmp_tweet_crypto_sign_keypair
/* Declared by upstream tweetnacl.h but not defined by tweetnacl.c. */
#define crypto_auth_hmacsha512256_tweet naclcmp_tweet_crypto_auth_hmacsha512256
#define crypto_auth_hmacsha512256_tweet_verify naclcmp_tweet_crypto_auth_hmacsha512256_verify
#define crypto_hashblocks_sha256_tweet naclcmp_tweet_crypto_hashblocks_sha256
#define crypto_hash_sha256_tweet naclcmp_tweet_crypto_hash_sha256

#else /* libzmq's copy */

#define crypto_verify_16 naclcmp_tweet_crypto_verify_16
#define crypto_verify_32 naclcmp_tweet_crypto_verify_32
#define crypto_core_salsa20 naclcmp_tweet_crypto_core_salsa20
#define crypto_core_hsalsa20 naclcmp_tweet_crypto_core_hsalsa20
#define crypto_stream_salsa20 naclcmp_tweet_crypto_stream_salsa20
#define crypto_stream_salsa20_xor naclcmp_tweet_crypto_stream_salsa20_xor
#define crypto_stream naclcmp_tweet_crypto_stream
#define crypto_stream_xor naclcmp_tweet_crypto_stream_xor
#define crypto_onetimeauth naclcmp_tweet_crypto_onetimeauth
#define crypto_onetimeauth_verify naclcmp_tweet_crypto_onetimeauth_verify
#define crypto_secretbox naclcmp_tweet_crypto_secretbox
#define crypto_secretbox_open naclcmp_tweet_crypto_secretbox_open
#define crypto_scalarmult naclcmp_tweet_crypto_scalarmult
#define crypto_scalarmult_base naclcmp_tweet_crypto_scalarmult_base
#define crypto_box naclcmp_tweet_crypto_box
#define crypto_box_open naclcmp_tweet_crypto_box_open
#define crypto_box_keypair naclcmp_tweet_crypto_box_keypair
#define crypto_box_beforenm naclcmp_tweet_crypto_box_beforenm
#define crypto_box_afternm naclcmp_tweet_crypto_box_afternm
#define crypto_box_open_afternm naclcmp_tweet_crypto_box_open_afternm
#define crypto_hashblocks naclcmp_tweet_crypto_hashblocks
#define crypto_hash naclcmp_tweet_crypto_hash
#define crypto_sign naclcmp_tweet_crypto_sign
#define crypto_sign_open naclcmp_tweet_crypto_sign_open
#define crypto_sign_keypair naclcmp_tweet_crypto_sign_keypair
/* libzmq's random source: renamed, and its getrandom(2) call is routed to
 * the binding's seed source so that seeded key generation works. */
#define randombytes_close naclcmp_tweet_randombytes_close
#define sodium_init naclcmp_tweet_sodium_init
#define getrandom naclcmp_tweet_getrandom

#endif

/* Both: the random source crypto_box_keypair and crypto_sign_keypair call. */
#define randombytes naclcmp_tweet_randombytes

#endif

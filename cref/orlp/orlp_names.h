/*
 * orlp_names.h — renames every global symbol of the fetched orlp/ed25519
 * sources to naclcmp_orlp_*, before each of them is compiled (the
 * orlp_*.c wrappers, one per source file, since fe.c and sc.c have static
 * functions of the same names and cannot share a translation unit).
 *
 * orlp's sha512, fe_*, ge_* and sc_* are generic names that other C code in
 * the same executable (libsodium, TweetNaCl, the C library) may also use;
 * unprefixed, they could clash in a static link or interpose another
 * library's function in a dynamic one. The names are macros, so the fetched
 * files stay byte-for-byte what Debian ships. symbols_test.go checks that
 * nothing else escapes.
 */
#ifndef NACLCMP_ORLP_NAMES_H
#define NACLCMP_ORLP_NAMES_H

/* seed.c, which reads /dev/urandom, is not compiled: keys come from seeds. */
#define ED25519_NO_SEED 1
#define ed25519_create_seed naclcmp_orlp_ed25519_create_seed

#define ed25519_add_scalar naclcmp_orlp_ed25519_add_scalar
#define ed25519_create_keypair naclcmp_orlp_ed25519_create_keypair
#define ed25519_key_exchange naclcmp_orlp_ed25519_key_exchange
#define ed25519_sign naclcmp_orlp_ed25519_sign
#define ed25519_verify naclcmp_orlp_ed25519_verify
#define fe_0 naclcmp_orlp_fe_0
#define fe_1 naclcmp_orlp_fe_1
#define fe_add naclcmp_orlp_fe_add
#define fe_cmov naclcmp_orlp_fe_cmov
#define fe_copy naclcmp_orlp_fe_copy
#define fe_cswap naclcmp_orlp_fe_cswap
#define fe_frombytes naclcmp_orlp_fe_frombytes
#define fe_invert naclcmp_orlp_fe_invert
#define fe_isnegative naclcmp_orlp_fe_isnegative
#define fe_isnonzero naclcmp_orlp_fe_isnonzero
#define fe_mul naclcmp_orlp_fe_mul
#define fe_mul121666 naclcmp_orlp_fe_mul121666
#define fe_neg naclcmp_orlp_fe_neg
#define fe_pow22523 naclcmp_orlp_fe_pow22523
#define fe_sq naclcmp_orlp_fe_sq
#define fe_sq2 naclcmp_orlp_fe_sq2
#define fe_sub naclcmp_orlp_fe_sub
#define fe_tobytes naclcmp_orlp_fe_tobytes
#define ge_add naclcmp_orlp_ge_add
#define ge_double_scalarmult_vartime naclcmp_orlp_ge_double_scalarmult_vartime
#define ge_frombytes_negate_vartime naclcmp_orlp_ge_frombytes_negate_vartime
#define ge_madd naclcmp_orlp_ge_madd
#define ge_msub naclcmp_orlp_ge_msub
#define ge_p1p1_to_p2 naclcmp_orlp_ge_p1p1_to_p2
#define ge_p1p1_to_p3 naclcmp_orlp_ge_p1p1_to_p3
#define ge_p2_0 naclcmp_orlp_ge_p2_0
#define ge_p2_dbl naclcmp_orlp_ge_p2_dbl
#define ge_p3_0 naclcmp_orlp_ge_p3_0
#define ge_p3_dbl naclcmp_orlp_ge_p3_dbl
#define ge_p3_to_cached naclcmp_orlp_ge_p3_to_cached
#define ge_p3_to_p2 naclcmp_orlp_ge_p3_to_p2
#define ge_p3_tobytes naclcmp_orlp_ge_p3_tobytes
#define ge_scalarmult_base naclcmp_orlp_ge_scalarmult_base
#define ge_sub naclcmp_orlp_ge_sub
#define ge_tobytes naclcmp_orlp_ge_tobytes
#define sc_muladd naclcmp_orlp_sc_muladd
#define sc_reduce naclcmp_orlp_sc_reduce
#define sha512 naclcmp_orlp_sha512
#define sha512_final naclcmp_orlp_sha512_final
#define sha512_init naclcmp_orlp_sha512_init
#define sha512_update naclcmp_orlp_sha512_update

#endif

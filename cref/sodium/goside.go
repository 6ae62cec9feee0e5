//go:build naclcmp_goside

package sodium

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=crypto_hash_sha512
#cgo LDFLAGS: -Wl,--wrap=crypto_onetimeauth_poly1305
#cgo LDFLAGS: -Wl,--wrap=crypto_stream_xsalsa20_xor
#cgo LDFLAGS: -Wl,--wrap=crypto_core_hsalsa20
#cgo LDFLAGS: -Wl,--wrap=crypto_secretbox_easy
#cgo LDFLAGS: -Wl,--wrap=crypto_box_easy_afternm
#cgo LDFLAGS: -Wl,--wrap=crypto_box_seal_open
#cgo LDFLAGS: -Wl,--wrap=crypto_aead_chacha20poly1305_ietf_encrypt
#cgo LDFLAGS: -Wl,--wrap=crypto_scalarmult_curve25519
#cgo LDFLAGS: -Wl,--wrap=crypto_sign_detached
#cgo LDFLAGS: -Wl,--wrap=crypto_verify_32
#cgo LDFLAGS: -Wl,--wrap=crypto_secretstream_xchacha20poly1305_init_pull
#cgo LDFLAGS: -Wl,--wrap=crypto_secretstream_xchacha20poly1305_pull
#cgo LDFLAGS: -Wl,--wrap=crypto_sign_ed25519_pk_to_curve25519
#cgo LDFLAGS: -Wl,--wrap=crypto_pwhash
#include "naclcmp_goside.h"
NACLCMP_ELIDE(crypto_hash_sha512)
NACLCMP_ELIDE(crypto_onetimeauth_poly1305)
NACLCMP_ELIDE(crypto_stream_xsalsa20_xor)
NACLCMP_ELIDE(crypto_core_hsalsa20)
NACLCMP_ELIDE(crypto_secretbox_easy)
NACLCMP_ELIDE(crypto_box_easy_afternm)
NACLCMP_ELIDE(crypto_box_seal_open)
NACLCMP_ELIDE(crypto_aead_chacha20poly1305_ietf_encrypt)
NACLCMP_ELIDE(crypto_scalarmult_curve25519)
NACLCMP_ELIDE(crypto_sign_detached)
NACLCMP_ELIDE(crypto_verify_32)
NACLCMP_ELIDE(crypto_secretstream_xchacha20poly1305_init_pull)

// The pull of a stream reports its message's tag, which the benchmark's
// opening requires to be FINAL (the message it pushed): this one returns at
// once too, with that tag.
#include <sodium.h>
int __wrap_crypto_secretstream_xchacha20poly1305_pull(crypto_secretstream_xchacha20poly1305_state *st,
		unsigned char *m, unsigned long long *mlen_p, unsigned char *tag_p,
		const unsigned char *c, unsigned long long clen, const unsigned char *ad, unsigned long long adlen);
int __wrap_crypto_secretstream_xchacha20poly1305_pull(crypto_secretstream_xchacha20poly1305_state *st,
		unsigned char *m, unsigned long long *mlen_p, unsigned char *tag_p,
		const unsigned char *c, unsigned long long clen, const unsigned char *ad, unsigned long long adlen) {
	naclcmp_goside_calls++;
	if (mlen_p != NULL) *mlen_p = clen - crypto_secretstream_xchacha20poly1305_ABYTES;
	if (tag_p != NULL) *tag_p = crypto_secretstream_xchacha20poly1305_TAG_FINAL;
	return 0;
}
NACLCMP_ELIDE(crypto_sign_ed25519_pk_to_curve25519)
NACLCMP_ELIDE(crypto_pwhash)
*/
import "C"

//go:build naclcmp_goside

package tweetnacl

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_sign
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_secretbox
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_box_afternm
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_scalarmult
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_onetimeauth
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_core_hsalsa20
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_stream_xor
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_verify_32
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tweet_crypto_hash
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_tweet_crypto_sign)
NACLCMP_ELIDE(naclcmp_tweet_crypto_secretbox)
NACLCMP_ELIDE(naclcmp_tweet_crypto_box_afternm)
NACLCMP_ELIDE(naclcmp_tweet_crypto_scalarmult)
NACLCMP_ELIDE(naclcmp_tweet_crypto_onetimeauth)
NACLCMP_ELIDE(naclcmp_tweet_crypto_core_hsalsa20)
NACLCMP_ELIDE(naclcmp_tweet_crypto_stream_xor)
NACLCMP_ELIDE(naclcmp_tweet_crypto_verify_32)
NACLCMP_ELIDE(naclcmp_tweet_crypto_hash)
*/
import "C"

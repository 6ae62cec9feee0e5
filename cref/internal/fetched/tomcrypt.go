//go:build !naclcmp_no_tomcrypt

package fetched

// libtomcrypt is prefixed per architecture into .cache/tomcrypt/<GOARCH>/
// by `make tomcrypt`; the compiler's predefined macros name the target in
// the check below.

// #cgo CFLAGS: -I${SRCDIR}/../../../.cache
// #if defined(__x86_64__)
// #define NACLCMP_TOMCRYPT_NAMES "tomcrypt/amd64/naclcmp_tomcrypt_names.h"
// #elif defined(__aarch64__)
// #define NACLCMP_TOMCRYPT_NAMES "tomcrypt/arm64/naclcmp_tomcrypt_names.h"
// #elif defined(__i386__)
// #define NACLCMP_TOMCRYPT_NAMES "tomcrypt/386/naclcmp_tomcrypt_names.h"
// #elif defined(__arm__)
// #define NACLCMP_TOMCRYPT_NAMES "tomcrypt/arm/naclcmp_tomcrypt_names.h"
// #elif defined(__s390x__)
// #define NACLCMP_TOMCRYPT_NAMES "tomcrypt/s390x/naclcmp_tomcrypt_names.h"
// #elif defined(__powerpc64__)
// #define NACLCMP_TOMCRYPT_NAMES "tomcrypt/ppc64le/naclcmp_tomcrypt_names.h"
// #endif
// #if defined(NACLCMP_TOMCRYPT_NAMES) && !__has_include(NACLCMP_TOMCRYPT_NAMES)
// #error "naclcmp: libtomcrypt's prefixed archive for this architecture is missing: run 'make deps' first, or 'make cross ARCH=...' for another architecture"
// #endif
import "C"

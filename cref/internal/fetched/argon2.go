//go:build !naclcmp_no_argon2

package fetched

// libargon2 is prefixed per architecture into .cache/argon2/<GOARCH>/
// by `make argon2`; the compiler's predefined macros name the target in
// the check below.

// #cgo CFLAGS: -I${SRCDIR}/../../../.cache
// #if defined(__x86_64__)
// #define NACLCMP_ARGON2_NAMES "argon2/amd64/naclcmp_argon2_names.h"
// #elif defined(__aarch64__)
// #define NACLCMP_ARGON2_NAMES "argon2/arm64/naclcmp_argon2_names.h"
// #elif defined(__i386__)
// #define NACLCMP_ARGON2_NAMES "argon2/386/naclcmp_argon2_names.h"
// #elif defined(__arm__)
// #define NACLCMP_ARGON2_NAMES "argon2/arm/naclcmp_argon2_names.h"
// #elif defined(__s390x__)
// #define NACLCMP_ARGON2_NAMES "argon2/s390x/naclcmp_argon2_names.h"
// #elif defined(__powerpc64__)
// #define NACLCMP_ARGON2_NAMES "argon2/ppc64le/naclcmp_argon2_names.h"
// #endif
// #if defined(NACLCMP_ARGON2_NAMES) && !__has_include(NACLCMP_ARGON2_NAMES)
// #error "naclcmp: libargon2's prefixed archive for this architecture is missing: run 'make deps' first, or 'make cross ARCH=...' for another architecture"
// #endif
import "C"

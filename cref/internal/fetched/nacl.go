//go:build !naclcmp_no_nacl

package fetched

// djb's NaCl is built per architecture into .cache/nacl/<GOARCH>/; the
// compiler's predefined macros name the target in the check below.

// #cgo CFLAGS: -I${SRCDIR}/../../../.cache
// #if defined(__x86_64__)
// #define NACLCMP_NACL_NAMES "nacl/amd64/naclcmp_libnacl_names.h"
// #elif defined(__aarch64__)
// #define NACLCMP_NACL_NAMES "nacl/arm64/naclcmp_libnacl_names.h"
// #elif defined(__i386__)
// #define NACLCMP_NACL_NAMES "nacl/386/naclcmp_libnacl_names.h"
// #elif defined(__arm__)
// #define NACLCMP_NACL_NAMES "nacl/arm/naclcmp_libnacl_names.h"
// #elif defined(__s390x__)
// #define NACLCMP_NACL_NAMES "nacl/s390x/naclcmp_libnacl_names.h"
// #elif defined(__powerpc64__)
// #define NACLCMP_NACL_NAMES "nacl/ppc64le/naclcmp_libnacl_names.h"
// #endif
// #if defined(NACLCMP_NACL_NAMES) && !__has_include(NACLCMP_NACL_NAMES)
// #error "naclcmp: the fetched C sources (djb's NaCl for this architecture) are missing:\
// run 'make deps' first, or 'make cross ARCH=...' for another architecture"
// #endif
import "C"

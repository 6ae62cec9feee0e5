/* Compiles the fetched orlp/ed25519 sha512.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("sha512.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "sha512.c"

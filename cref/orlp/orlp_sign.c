/* Compiles the fetched orlp/ed25519 sign.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("sign.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "sign.c"

/* Compiles the fetched orlp/ed25519 ge.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("ge.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "ge.c"

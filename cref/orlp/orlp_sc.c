/* Compiles the fetched orlp/ed25519 sc.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("sc.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "sc.c"

/* Compiles the fetched orlp/ed25519 add_scalar.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("add_scalar.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "add_scalar.c"

/* Compiles the fetched orlp/ed25519 keypair.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("keypair.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "keypair.c"

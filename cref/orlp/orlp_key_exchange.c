/* Compiles the fetched orlp/ed25519 key_exchange.c with prefixed names (orlp_names.h). */
#include "orlp_names.h"

#if !__has_include("key_exchange.c")
#error "orlp/ed25519 sources missing: run 'make sources'"
#endif
#include "key_exchange.c"

/*
 * tweet_unit.c — compiles the fetched tweetnacl.c (found on the include
 * path set in tweetnacl.go) as one translation unit, with its global names
 * prefixed by tweet_names.h. The file itself is never copied here.
 */
#include "tweet_names.h"

#if !__has_include("tweetnacl.c")
#error "TweetNaCl sources missing: run 'make sources'"
#endif
#include "tweetnacl.c"

/* Last, so that the compiler checks the binding's prototypes against the
 * definitions above. */
#include "naclcmp_tweet.h"

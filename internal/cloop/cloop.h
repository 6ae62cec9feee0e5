/* The C side of package cloop: the empty function that times the cgo
 * crossing alone, and the call of a binding's loop through its pointer. */
#ifndef NACLCMP_CLOOP_H
#define NACLCMP_CLOOP_H

#include <stdint.h>

#include "include/naclcmp_loop.h"

void cloop_empty(void);
int cloop_run(uintptr_t fn, long n, uintptr_t a);
int cloop_selftest(long n, const naclcmp_loop_args *a);

#endif

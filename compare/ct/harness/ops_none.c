/* ops_none.c — no library: the harness runs the controls only. */
#include <stddef.h>

#include "ct_harness.h"

const struct ct_op naclcmp_ct_lib_ops[] = {CT_END};

const char *naclcmp_ct_lib_name(void) { return "controls only"; }

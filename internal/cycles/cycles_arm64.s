#include "textflag.h"

// func cntvct() uint64
TEXT ·cntvct(SB), NOSPLIT, $0-8
	// ISB keeps the read from being hoisted above earlier instructions.
	ISB  $15
	MRS  CNTVCT_EL0, R0
	MOVD R0, ret+0(FP)
	RET

// func cntfrq() uint64
TEXT ·cntfrq(SB), NOSPLIT, $0-8
	MRS  CNTFRQ_EL0, R0
	MOVD R0, ret+0(FP)
	RET

#include "textflag.h"

// func depositSelect(x uint32, k int) int
TEXT ·depositSelect(SB), NOSPLIT, $0-24
	MOVL	x+0(FP), AX
	MOVQ	k+8(FP), CX
	MOVL	$1, DX
	SHLXL	CX, DX, DX
	PDEPL	AX, DX, DX
	TZCNTL	DX, DX
	MOVQ	DX, ret+16(FP)
	RET

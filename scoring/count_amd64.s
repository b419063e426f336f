//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countWords(c *contentCount)
//
// countWordsGo's loop. Registers: R8 c, R9 the token, R10 its stem, R12
// the table, CX the hash shift, DI used, SI numbers, BX proper nouns, DX
// content words, R15 the stem to add, R11 its slot; AX, R13 scratch (no
// globals are read, so R15 is free). The end of the stems, the spare slot
// and the slot mask live in the frame.
TEXT ·countWords(SB), NOSPLIT, $24-8
	MOVQ c+0(FP), R8
	MOVQ contentCount_toks(R8), R9
	MOVQ (contentCount_toks+8)(R8), AX
	MOVQ contentCount_stems(R8), R10
	LEAQ (R10)(AX*8), R11
	MOVQ R11, end-8(SP)
	MOVQ contentCount_table(R8), R12
	MOVQ (contentCount_table+8)(R8), R11
	DECQ R11
	MOVQ R11, spare-16(SP)
	DECQ R11
	MOVQ R11, mask-24(SP)
	MOVQ contentCount_shift(R8), CX
	MOVQ contentCount_used(R8), DI
	MOVQ contentCount_nums(R8), SI
	MOVQ contentCount_pns(R8), BX
	MOVQ contentCount_content(R8), DX
	TESTQ AX, AX
	JEQ  done

loop:
	MOVBQZX token_num(R9), R11
	ADDQ R11, SI
	XORQ $1, R11
	MOVBQZX token_cap(R9), AX
	ANDQ AX, R11        // capitalized and not a number
	MOVQ (R10), R15
	MOVQ R15, AX
	NEGQ AX
	SBBQ AX, AX         // -1 for a content word
	SUBQ AX, DX
	ANDQ AX, R11
	ADDQ R11, BX
	ANDQ contentCount_add(R8), AX
	ANDQ AX, R15        // 0 if not counted
	MOVQ $0x9e3779b97f4a7c15, R11
	IMULQ R15, R11
	SHRQ CX, R11
	TESTQ AX, AX
	CMOVQEQ spare-16(SP), R11

probe:
	MOVQ (R12)(R11*8), AX
	MOVQ AX, R13
	XORQ R15, R13
	CMPQ R13, AX
	CMOVQHI AX, R13
	TESTQ R13, R13      // the stem's slot, or an empty one
	JNE  step
	MOVQ R15, (R12)(R11*8)
	CMPQ AX, $1
	SBBQ R13, R13       // -1 if the slot was empty
	TESTQ R15, R15
	CMOVQEQ R15, R13    // 0 if nothing was counted
	SUBQ R13, DI
	ADDQ $token__size, R9
	ADDQ $8, R10
	CMPQ R10, end-8(SP)
	JB   loop
	JMP  done

step:
	INCQ R11
	ANDQ mask-24(SP), R11
	JMP  probe

done:
	MOVQ DI, contentCount_used(R8)
	MOVQ SI, contentCount_nums(R8)
	MOVQ BX, contentCount_pns(R8)
	MOVQ DX, contentCount_content(R8)
	RET

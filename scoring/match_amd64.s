//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func matchWords(m *wordMatch)
//
// matchWordsGo's loop. Registers: R8 len(found), R9 hot, R10 the token at
// ti, R11 found, R12 ti, R13 t1, DI n, SI flags, BX and DX the union of
// the signals; AX, CX, R15 scratch (no globals are read, so R15 is free).
TEXT ·matchWords(SB), NOSPLIT, $0-8
	MOVQ m+0(FP), AX
	MOVQ (wordMatch_found+8)(AX), R8
	MOVQ wordMatch_hot(AX), R9
	MOVLQSX wordMatch_ti(AX), R12
	MOVLQSX wordMatch_t1(AX), R13
	IMUL3Q $token__size, R12, R10
	ADDQ wordMatch_toks(AX), R10
	MOVQ wordMatch_found(AX), R11
	MOVQ wordMatch_n(AX), DI
	MOVBQZX wordMatch_flags(AX), SI
	MOVQ wordMatch_all(AX), BX
	MOVQ (wordMatch_all+8)(AX), DX
	MOVB $0, wordMatch_cand(AX)
	CMPQ R12, R13
	JGE  done

loop:
	CMPQ DI, R8
	JGE  done           // no room: matchPhrases panics (never, see there)
	MOVBQZX token_single(R10), CX
	ORQ  CX, SI
	MOVLQSX token_ent(R10), CX
	IMUL3Q $hotEntry__size, CX, CX
	ADDQ R9, CX         // its entry
	IMUL3Q $match__size, DI, AX
	ADDQ R11, AX        // found[n]
	MOVQ hotEntry_single(CX), R15
	ORQ  R15, BX
	MOVQ R15, match_sigs(AX)
	MOVQ (hotEntry_single+8)(CX), R15
	ORQ  R15, DX
	MOVQ R15, (match_sigs+8)(AX)
	MOVL R12, match_tok(AX)
	MOVL $1, match_len(AX)
	ORQ  hotEntry_single(CX), R15
	NEGQ R15            // carry if the word has signals
	ADCQ $0, DI
	// A phrase may start here if one of the word's goes on with the next.
	MOVLQSX (token__size+token_ent)(R10), AX
	MOVQ hotEntry_next(CX), R15
	BTQ  AX, R15        // bit next&63
	JCS  maybe

next:
	INCQ R12
	ADDQ $token__size, R10
	CMPQ R12, R13
	JLT  loop
	JMP  done

maybe:
	LEAQ 1(R12), AX
	CMPQ AX, R13
	JGE  next
	MOVQ m+0(FP), AX
	MOVB $1, wordMatch_cand(AX)

done:
	MOVQ m+0(FP), AX
	MOVL R12, wordMatch_ti(AX)
	MOVQ DI, wordMatch_n(AX)
	MOVB SI, wordMatch_flags(AX)
	MOVQ BX, wordMatch_all(AX)
	MOVQ DX, (wordMatch_all+8)(AX)
	RET

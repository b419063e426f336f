//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// CLASSIFY sets, for each of the eight bytes in DX, bit 7 of BX if the byte
// is a letter (after folding the case, an ASCII byte is a letter exactly
// when it is in a-z) and bit 7 of AX if it is neither a letter nor a digit,
// as asciiRun does. It uses SI.
#define CLASSIFY \
	MOVQ $0x2020202020202020, AX; \
	ORQ  DX, AX; \
	MOVQ $0x1f1f1f1f1f1f1f1f, BX; \
	ADDQ AX, BX; \
	MOVQ $0x0505050505050505, SI; \
	ADDQ SI, AX; \
	NOTQ AX; \
	ANDQ AX, BX; \
	MOVQ $0x5050505050505050, AX; \
	ADDQ DX, AX; \
	MOVQ $0x4646464646464646, SI; \
	ADDQ DX, SI; \
	NOTQ SI; \
	ANDQ SI, AX; \
	MOVQ $0x8080808080808080, SI; \
	ANDQ SI, BX; \
	ORQ  BX, AX; \
	NOTQ AX; \
	ANDQ SI, AX

// PICK ends a step of a two-cell probe from the cell at DX, cells of the
// given size: CX and BX are 0 where the first or the second cell holds the
// key or is empty. It goes to found with SI at the first such cell, else
// to again with DX two cells on.
#define PICK(size, found, again) \
	LEAQ size(DX), SI; \
	TESTQ CX, CX; \
	CMOVQEQ DX, SI; \
	CMPQ CX, BX; \
	CMOVQHI BX, CX; \
	TESTQ CX, CX; \
	JEQ found; \
	ADDQ $(2*size), DX; \
	JMP again

// func shortWords(e *engine, a *analysis, line string, i, off int) (end int, opt byte, long bool)
//
// shortWordsGo's loop, step for step (see there for why each step is as it
// is), with addMidWord's steps inline for words of 8 to 15 bytes.
// Registers across words: R8 a, R12 the line, R13 i, DI len(a.norm),
// R11 len(a.toks), R9 the byte after the word, R10 its length, AX its key;
// BX, CX, DX, SI scratch, and R15 in a mid-size word (no globals are read,
// so R15 is free). The frame holds the loop's limits and what every word
// reads of e and a. a's slices are read and their lengths written in
// place: nothing in them is a pointer.
TEXT ·shortWords(SB), NOSPLIT, $56-58
	MOVQ a+8(FP), R8
	MOVQ line_base+16(FP), R12
	MOVQ i+32(FP), R13
	MOVQ (analysis_norm+8)(R8), DI
	MOVQ (analysis_toks+8)(R8), R11
	MOVB $0, opt+56(FP)
	MOVB $0, long+57(FP)

	// What every word reads, once: the most tokens (room for a token and
	// a stem), the last norm and line offsets with eight and with sixteen
	// bytes after them, the sentence, the short table and its shift.
	MOVQ (analysis_toks+16)(R8), AX
	MOVQ (analysis_stems+8)(R8), CX
	CMPQ AX, CX
	CMOVQGT CX, AX
	MOVQ AX, toks-8(SP)
	MOVQ (analysis_norm+16)(R8), AX
	SUBQ $8, AX
	MOVQ AX, norm8-16(SP)
	SUBQ $8, AX
	MOVQ AX, norm16-24(SP)
	MOVQ line_len+24(FP), AX
	SUBQ $8, AX
	MOVQ AX, line8-32(SP)
	SUBQ $8, AX
	MOVQ AX, line16-40(SP)
	MOVQ (analysis_sents+8)(R8), AX
	DECQ AX
	MOVL AX, sent-44(SP)
	MOVQ e+0(FP), SI
	MOVBQZX engine_shortShift(SI), AX
	MOVL AX, shift-48(SP)
	MOVQ engine_short(SI), AX
	MOVQ AX, short-56(SP)

loop:
	// Room for a token, a stem and eight bytes of norm; eight bytes of line.
	// (The limits are signed: they are below zero when there is no room.)
	CMPQ R11, toks-8(SP)
	JGE  done
	CMPQ DI, norm8-16(SP)
	JGT  done
	CMPQ R13, line8-32(SP)
	JGT  done

	// The next eight bytes, classified.
	MOVQ (R12)(R13*1), DX
	CLASSIFY
	BSFQ AX, CX
	JEQ  long           // eight or more word bytes
	SHRQ $3, CX
	TESTQ CX, CX
	JEQ  done           // no word here
	MOVQ CX, R10

	// The byte after the word: not one that wordAt reads on over.
	LEAQ (R13)(R10*1), AX
	MOVBQZX (R12)(AX*1), R9
	CMPB R9, $0x80
	JAE  done
	CMPB R9, $0x27
	JEQ  done

	// The word in lower case (BX) to norm, with a space after it, and as
	// its key (AX): its bytes, the rest zero.
	SHRQ $2, BX
	ORQ  DX, BX
	MOVQ analysis_norm(R8), SI
	ADDQ DI, SI
	MOVQ BX, (SI)
	MOVB $0x20, (SI)(R10*1)
	SHLQ $3, CX
	MOVQ $1, AX
	SHLQ CX, AX
	DECQ AX
	ANDQ BX, AX

	// lookupShort: two cells per step; SI is the first that holds the key
	// or is empty.
hash:
	MOVQ $0x9e3779b97f4a7c15, DX
	IMULQ AX, DX
	MOVL shift-48(SP), CX
	SHRQ CX, DX
	IMUL3Q $shortSlot__size, DX, DX
	ADDQ short-56(SP), DX

probe:
	MOVQ shortSlot_key(DX), SI
	MOVQ SI, CX
	XORQ AX, CX
	CMPQ CX, SI
	CMOVQHI SI, CX      // 0 if the first cell ends the probe
	MOVQ (shortSlot__size+shortSlot_key)(DX), SI
	MOVQ SI, BX
	XORQ AX, BX
	CMPQ BX, SI
	CMOVQHI SI, BX      // 0 if the second does
	PICK(shortSlot__size, found, probe)

found:
	// shortStem: the key less a final 's' after one that is not, in a word
	// of more than three bytes (dropS); 0 for a stop word or a word of one
	// byte. The last byte is read from the line, where it is 's' or 'S'
	// exactly when the key's is 's'.
	MOVQ AX, DX
	LEAQ -1(R13)(R10*1), CX
	MOVBLZX (R12)(CX*1), BX
	ORL  $0x20, BX
	CMPL BX, $0x73
	JEQ  dropS

stem:
	XORL BX, BX
	CMPB shortSlot_stop(SI), $0
	CMOVQNE BX, DX
	CMPQ R10, $1
	CMOVQEQ BX, DX
	MOVQ analysis_stems(R8), CX
	MOVQ DX, (CX)(R11*8)

	// The token. SI is the word's cell, or a mid cell moved so that its
	// id, flags and stop are where a short cell's are.
token:
	IMUL3Q $token__size, R11, BX
	ADDQ analysis_toks(R8), BX
	MOVL DI, token_ns(BX)
	LEAQ (DI)(R10*1), CX
	MOVL CX, token_ne(BX)
	MOVQ off+40(FP), CX
	ADDQ R13, CX
	MOVL CX, token_os(BX)
	ADDQ R10, CX
	MOVL CX, token_oe(BX)
	MOVL sent-44(SP), CX
	MOVL CX, token_sent(BX)
	MOVQ shortSlot_id(SI), CX // ent, single, cap and num 0, stop
	MOVQ CX, token_ent(BX)
	MOVBLZX (R12)(R13*1), CX
	LEAL -65(CX), DX
	CMPL DX, $26
	SETCS token_cap(BX)
	LEAL -48(CX), DX
	CMPL DX, $10
	SETCS token_num(BX)

	// On past the word, and past a single space to the next one.
	LEAQ 1(DI)(R10*1), DI
	INCQ R11
	ADDQ R10, R13
	CMPB R9, $0x20
	JNE  punct
	INCQ R13
	JMP  loop

punct:
	// On past ", " and ": " too, and ". " where the sentence ends (goOn).
	CMPB R9, $0x2c
	JEQ  comma
	CMPB R9, $0x3a
	JEQ  comma
	CMPB R9, $0x2e
	JNE  last
	LEAQ 1(R13), CX
	CMPQ CX, line_len+24(FP)
	JGE  done
	CMPB (R12)(CX*1), $0x20
	JNE  done
	// Not after the "g" of "e.g." (abbrevPeriod; only a one-byte word can
	// have a '.' two bytes back).
	CMPQ R10, $1
	JNE  period
	CMPQ R13, $2
	JLT  period
	CMPB -2(R12)(R13*1), $0x2e
	JNE  period
	MOVBLZX -1(R12)(R13*1), BX
	ORL  $0x20, BX
	SUBL $0x61, BX
	CMPL BX, $26
	JCS  done

period:
	// endSentence and startSentence, as goOn calls them, if a.sents has room:
	// the sentence ends after the period with the tokens so far, and an
	// empty one starts there (TestSlotLayout checks the zeroed fields).
	MOVQ (analysis_sents+8)(R8), BX
	CMPQ BX, (analysis_sents+16)(R8)
	JGE  done
	IMUL3Q $sentence__size, BX, DX
	ADDQ analysis_sents(R8), DX // &a.sents[len(a.sents)]
	MOVQ off+40(FP), CX
	LEAQ 1(CX)(R13*1), CX       // off+i+1
	MOVL R11, (sentence_t1-sentence__size)(DX)
	MOVL CX, (sentence_oe-sentence__size)(DX)
	MOVL R11, sentence_t0(DX)
	MOVL R11, sentence_t1(DX)
	MOVL CX, sentence_os(DX)
	MOVL CX, sentence_oe(DX)
	MOVQ $0, sentence_question(DX) // question, placeholder, padding, flags
	MOVQ $0, sentence_sigs(DX)
	MOVQ $0, (sentence_sigs+8)(DX)
	INCQ BX
	MOVQ BX, (analysis_sents+8)(R8)
	INCL sent-44(SP)
	ADDQ $2, R13
	JMP  loop

comma:
	LEAQ 1(R13), CX
	CMPQ CX, line_len+24(FP)
	JGE  done
	CMPB (R12)(CX*1), $0x20
	JNE  done
	ADDQ $2, R13
	JMP  loop

last:
	// "a)": the option letter.
	CMPQ R10, $1
	JNE  done
	CMPB R9, $0x29
	JNE  done
	MOVB AX, opt+56(FP)
	JMP  done

dropS:
	// A final 's' goes if the word has more than three bytes and the one
	// before it (at CX-1 in the line) is not an 's' too.
	CMPQ R10, $3
	JLS  stem
	MOVBLZX -1(R12)(CX*1), BX
	ORL  $0x20, BX
	CMPL BX, $0x73
	JEQ  stem
	MOVQ R10, CX
	SHLQ $3, CX
	SUBQ $8, CX         // 8 bits per byte kept
	MOVQ $1, BX
	SHLQ CX, BX
	DECQ BX
	ANDQ BX, DX
	JMP  stem

long:
	// Eight word bytes: addMidWord's word if it has fewer than sixteen,
	// with room for sixteen bytes of line and of norm. R15 holds the first
	// eight bytes in lower case (low0), R9 the rest of the word (k1) until
	// the next byte is read again at the end.
	CMPQ R13, line16-40(SP)
	JGT  longword
	CMPQ DI, norm16-24(SP)
	JGT  longword
	SHRQ $2, BX
	ORQ  DX, BX
	MOVQ BX, R15

	// The second eight bytes, classified as the first.
	MOVQ 8(R12)(R13*1), DX
	CLASSIFY
	BSFQ AX, CX
	JEQ  longword       // sixteen or more word bytes
	SHRQ $3, CX         // bytes past the first eight (n1)
	LEAQ 8(CX), R10
	LEAQ (R13)(R10*1), AX
	MOVBQZX (R12)(AX*1), R9
	CMPB R9, $0x80
	JAE  longword
	CMPB R9, $0x27
	JEQ  longword

	// Both halves to norm, a space after the word.
	SHRQ $2, BX
	ORQ  DX, BX         // low1
	MOVQ analysis_norm(R8), SI
	ADDQ DI, SI
	MOVQ R15, (SI)
	MOVQ BX, 8(SI)
	MOVB $0x20, (SI)(R10*1)
	MOVQ R15, AX
	TESTQ CX, CX
	JEQ  hash           // eight bytes: a short word, keyed by low0

	// k1: the word's bytes past the first eight, the rest zero.
	SHLQ $3, CX
	MOVQ $1, R9
	SHLQ CX, R9
	DECQ R9
	ANDQ BX, R9

	// lookupMid: two cells per step, as lookupShort.
	MOVQ $0x9e3779b97f4a7c15, DX
	IMULQ R15, DX
	XORQ R9, DX
	MOVQ $0xbf58476d1ce4e5b9, CX
	IMULQ CX, DX
	MOVQ e+0(FP), SI
	MOVBQZX engine_midShift(SI), CX
	SHRQ CX, DX
	IMUL3Q $midSlot__size, DX, DX
	ADDQ engine_mid(SI), DX

midprobe:
	MOVQ midSlot_k0(DX), SI
	MOVQ SI, CX
	XORQ R15, CX
	MOVQ midSlot_k1(DX), BX
	XORQ R9, BX
	ORQ  BX, CX
	CMPQ CX, SI
	CMOVQHI SI, CX      // 0 if the first cell ends the probe
	MOVQ (midSlot__size+midSlot_k0)(DX), SI
	MOVQ SI, BX
	XORQ R15, BX
	MOVQ (midSlot__size+midSlot_k1)(DX), AX
	XORQ R9, AX
	ORQ  AX, BX
	CMPQ BX, SI
	CMOVQHI SI, BX      // 0 if the second does
	PICK(midSlot__size, midfound, midprobe)

midfound:
	// The stem as addMidWord's: less a final 's' after one that is not
	// (end in CX), then low0 if eight bytes are left, else the hash of
	// the first and the last eight.
	MOVQ R9, AX
	SHLQ $8, AX
	MOVQ R15, BX
	SHRQ $56, BX
	ORQ  BX, AX         // the word's bytes 7 to 14
	LEAQ -9(R10), CX
	SHLQ $3, CX
	SHRQ CX, AX         // its last byte, and the one before it below
	MOVQ R10, CX
	MOVQ AX, BX
	SHRQ $8, BX
	CMPB BX, $0x73
	JNE  midhash
	CMPB AX, $0x73
	JEQ  midhash
	DECQ CX

midhash:
	MOVQ R15, DX
	CMPQ CX, $8
	JEQ  midstem
	MOVQ CX, AX         // hashChunk(end, low0)
	XORQ R15, AX
	MOVQ $0x9e3779b97f4a7c15, BX
	IMULQ BX, AX
	MOVQ AX, DX
	SHRQ $29, DX
	XORQ AX, DX
	SUBQ $8, CX         // the last eight bytes: low0>>sh | k1<<(64-sh)
	SHLQ $3, CX
	MOVQ R15, AX
	SHRQ CX, AX
	NEGQ CX
	SHLQ CX, R9
	ORQ  R9, AX
	XORQ DX, AX         // hashChunk of that, | 1
	IMULQ BX, AX
	MOVQ AX, DX
	SHRQ $29, DX
	XORQ AX, DX
	ORQ  $1, DX

midstem:
	XORL BX, BX
	CMPB midSlot_stop(SI), $0
	CMOVQNE BX, DX
	MOVQ analysis_stems(R8), CX
	MOVQ DX, (CX)(R11*8)
	LEAQ (R13)(R10*1), AX
	MOVBQZX (R12)(AX*1), R9
	LEAQ (midSlot_id-shortSlot_id)(SI), SI
	JMP  token

longword:
	MOVB $1, long+57(FP)

done:
	MOVQ R13, end+48(FP)
	MOVQ DI, (analysis_norm+8)(R8)
	MOVQ R11, (analysis_toks+8)(R8)
	RET

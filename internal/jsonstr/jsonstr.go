// Package jsonstr finds the bytes of a JSON string that need no escaping,
// eight at a time: prompts are mostly prose, and both the request decoder
// and the response encoder step over them.
package jsonstr

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// PlainRun returns the length of the leading run of s that a JSON string
// holds as is: ASCII from 0x20 up other than '"' and '\\'.
func PlainRun[T string | []byte](s T) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := binary.LittleEndian.Uint64([]byte(s[i : i+8]))
		// Bit 7 of each byte that ends the run. The has-zero-byte tests
		// can also flag a byte above a flagged one (a borrow), never below
		// it, so the lowest bit set is exact.
		q, bs := x^'"'*ones, x^'\\'*ones
		if m := ((x-0x20*ones)&^x | (q-ones)&^q | (bs-ones)&^bs | x) & highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			break
		}
	}
	return i
}

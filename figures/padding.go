package figures

import (
	"fmt"
	"math/bits"
	"strings"
)

// The padding of figures.py: a Go panic, lorem ipsum and a CSV table.
var (
	padLog   = buildLog()
	padLorem = strings.Repeat("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut "+
		"labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco. ", 12)
	padCSV = buildCSV()
)

func buildLog() string {
	lines := []string{
		"panic: runtime error: invalid memory address or nil pointer dereference",
		"[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x4a1f2c]",
		"goroutine 1 [running]:",
	}
	for i := 0; i < 30; i++ {
		lines = append(lines, fmt.Sprintf("main.handler%d(0xc0000a%02d000, 0x%x)\n\t/srv/app/handler.go:%d +0x%x", i, i, i*7, 100+i, i*13))
	}
	return strings.Join(lines, "\n")
}

func buildCSV() string {
	rows := make([]string, 60)
	for i := range rows {
		rows[i] = fmt.Sprintf("%d,%d.%02d,2024-01-%02d", i, (i*37)%1000, i%100, 1+i%28)
	}
	return "id,amount,ts\n" + strings.Join(rows, "\n")
}

// A Padded prompt is a base prompt with material that adds nothing.
type Padded struct{ Kind, Text string }

// Paddings returns b repeated four times, and b followed by a log, by
// lorem ipsum and by a CSV table.
func Paddings(b string) []Padded {
	return []Padded{
		{"repeat", strings.Join([]string{b, b, b, b}, "\n\n")},
		{"log", b + "\n\n" + padLog},
		{"lorem", b + "\n\n" + padLorem},
		{"csv", b + "\n\n" + padCSV},
	}
}

// PaddingBases picks the 60 base prompts of figures.py: the weak prompts
// of the non-BPO pairs, shuffled by Python's random.Random(7).
func PaddingBases(pairs []Pair) []string {
	var bases []string
	for _, p := range pairs {
		if p.Set != setBPO {
			bases = append(bases, p.Weak)
		}
	}
	r := newPyRandom(7)
	for i := len(bases) - 1; i >= 1; i-- {
		j := r.below(i + 1)
		bases[i], bases[j] = bases[j], bases[i]
	}
	return bases[:min(60, len(bases))]
}

// pyRandom is Python's random.Random: MT19937 seeded by init_by_array,
// with random.shuffle's way of drawing an index.
type pyRandom struct {
	mt  [624]uint32
	idx int
}

func newPyRandom(seed uint32) *pyRandom {
	r := &pyRandom{}
	r.mt[0] = 19650218
	for i := 1; i < 624; i++ {
		r.mt[i] = 1812433253*(r.mt[i-1]^(r.mt[i-1]>>30)) + uint32(i)
	}
	key := []uint32{seed}
	i, j := 1, 0
	for k := 624; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= 624 {
			r.mt[0], i = r.mt[623], 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := 623; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= 624 {
			r.mt[0], i = r.mt[623], 1
		}
	}
	r.mt[0] = 0x80000000
	r.idx = 624
	return r
}

func (r *pyRandom) uint32() uint32 {
	if r.idx >= 624 {
		for k := 0; k < 624; k++ {
			y := r.mt[k]&0x80000000 | r.mt[(k+1)%624]&0x7fffffff
			v := r.mt[(k+397)%624] ^ (y >> 1)
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			r.mt[k] = v
		}
		r.idx = 0
	}
	y := r.mt[r.idx]
	r.idx++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}

// below is random._randbelow(n) for n < 2^32.
func (r *pyRandom) below(n int) int {
	k := bits.Len(uint(n))
	for {
		x := int(r.uint32() >> (32 - k))
		if x < n {
			return x
		}
	}
}

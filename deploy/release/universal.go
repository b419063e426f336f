package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"fmt"
)

// universal joins thin 64-bit Mach-O executables for different CPUs into
// one universal ("fat") file, as lipo -create does: a big-endian header
// (magic 0xcafebabe, count), one fat_arch record per slice (cputype,
// cpusubtype, offset, size, alignment as a power of two), then each slice
// unchanged at an offset aligned to its page size. Each slice keeps its
// own code signature (the Go linker signs darwin/arm64 ad hoc).
func universal(thin ...[]byte) ([]byte, error) {
	type slice struct {
		data  []byte
		hdr   macho.FileHeader
		align uint32
	}
	var ss []slice
	for i, b := range thin {
		f, err := macho.NewFile(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("universal: slice %d: %w", i, err)
		}
		align := uint32(12) // 4 KiB pages
		if f.Cpu == macho.CpuArm64 {
			align = 14 // 16 KiB pages
		}
		for _, s := range ss {
			if s.hdr.Cpu == f.Cpu {
				return nil, fmt.Errorf("universal: two slices for %v", f.Cpu)
			}
		}
		ss = append(ss, slice{b, f.FileHeader, align})
	}
	if len(ss) < 2 {
		return nil, fmt.Errorf("universal: %d slices, want at least 2", len(ss))
	}
	const fatHeaderSize, fatArchSize = 8, 20
	offsets := make([]uint32, len(ss))
	next := uint64(fatHeaderSize + fatArchSize*len(ss))
	for i, s := range ss {
		a := uint64(1) << s.align
		next = (next + a - 1) &^ (a - 1)
		if next+uint64(len(s.data)) > 1<<32-1 {
			return nil, fmt.Errorf("universal: over 4 GiB")
		}
		offsets[i] = uint32(next)
		next += uint64(len(s.data))
	}
	out := make([]byte, next)
	binary.BigEndian.PutUint32(out[0:], macho.MagicFat)
	binary.BigEndian.PutUint32(out[4:], uint32(len(ss)))
	for i, s := range ss {
		rec := out[fatHeaderSize+fatArchSize*i:]
		binary.BigEndian.PutUint32(rec[0:], uint32(s.hdr.Cpu))
		binary.BigEndian.PutUint32(rec[4:], s.hdr.SubCpu)
		binary.BigEndian.PutUint32(rec[8:], offsets[i])
		binary.BigEndian.PutUint32(rec[12:], uint32(len(s.data)))
		binary.BigEndian.PutUint32(rec[16:], s.align)
		copy(out[offsets[i]:], s.data)
	}
	return out, nil
}

package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// entry is one file of an archive or bundle.
type entry struct {
	name    string // slash-separated path inside the archive
	mode    fs.FileMode
	modTime time.Time // when read
	data    []byte
}

// writeZip writes entries as a zip, deflated at the best level, with Unix
// permissions in the external attributes: the layout "mcpb pack" writes
// (files only, no directory entries), so a bundle unpacks with its binary
// executable.
func writeZip(path string, entries []entry, modTime time.Time) error {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestCompression)
	})
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: modTime}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return fmt.Errorf("%s: %s: %w", path, e.name, err)
		}
		if _, err := w.Write(e.data); err != nil {
			return fmt.Errorf("%s: %s: %w", path, e.name, err)
		}
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return writeFile(path, buf.Bytes())
}

func writeFile(path string, data []byte) error {
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// readArchive returns the regular files of a .tar.gz or .zip, with modes.
func readArchive(path string) ([]entry, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if bytes.HasPrefix(raw, []byte("PK")) {
		return readZip(path, raw)
	}
	gz, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	tr := tar.NewReader(gz)
	var out []entry
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, h.Name, err)
		}
		if h.Typeflag != tar.TypeReg {
			return nil, fmt.Errorf("%s: %s is not a regular file", path, h.Name)
		}
		out = append(out, entry{name: h.Name, mode: fs.FileMode(h.Mode).Perm(), modTime: h.ModTime.UTC(), data: data})
	}
}

func readZip(path string, raw []byte) ([]entry, error) {
	zr, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var out []entry
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, f.Name, err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, f.Name, err)
		}
		if !f.Mode().IsRegular() {
			return nil, fmt.Errorf("%s: %s is not a regular file", path, f.Name)
		}
		out = append(out, entry{name: f.Name, mode: f.Mode().Perm(), modTime: f.Modified.UTC(), data: data})
	}
	return out, nil
}

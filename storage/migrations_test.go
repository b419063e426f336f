package storage

import (
	"testing"
	"testing/fstest"
)

func TestMigrations(t *testing.T) {
	for _, test := range []struct {
		name  string
		files []string
		want  []int // versions in order; nil means an error
	}{
		{"ordered by version, not name", []string{"0010_b.sql", "0002_a.sql", "0001_init.sql"}, []int{1, 2, 10}},
		{"no number", []string{"init.sql"}, nil},
		{"zero version", []string{"0000_init.sql"}, nil},
		{"shared version", []string{"0001_a.sql", "1_b.sql"}, nil},
		{"none", nil, []int{}},
	} {
		fsys := fstest.MapFS{}
		for _, f := range test.files {
			fsys["migrations/"+f] = &fstest.MapFile{Data: []byte("-- " + f)}
		}
		ms, err := Migrations(fsys)
		if test.want == nil {
			if err == nil {
				t.Errorf("%s: Migrations = %v, want an error", test.name, ms)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: Migrations: %v", test.name, err)
			continue
		}
		got := []int{}
		for _, m := range ms {
			got = append(got, m.Version)
			if m.SQL != "-- "+m.Name {
				t.Errorf("%s: %s holds %q", test.name, m.Name, m.SQL)
			}
		}
		if len(got) != len(test.want) {
			t.Errorf("%s: versions %v, want %v", test.name, got, test.want)
			continue
		}
		for i := range got {
			if got[i] != test.want[i] {
				t.Errorf("%s: versions %v, want %v", test.name, got, test.want)
				break
			}
		}
	}
}

package metering

import (
	"reflect"
	"testing"
	"time"
)

func TestBatchRows(t *testing.T) {
	t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(s int) time.Time { return t0.Add(time.Duration(s) * time.Second) }
	tests := []struct {
		name  string
		calls []Call
		want  []Row
	}{
		{"empty", nil, nil},
		{"one", []Call{{"k1", "score", at(1)}}, []Row{{"k1", "score", 1, at(1)}}},
		{
			"same key and route fold, latest time kept",
			[]Call{{"k1", "score", at(3)}, {"k1", "score", at(1)}, {"k1", "score", at(2)}},
			[]Row{{"k1", "score", 3, at(3)}},
		},
		{
			"routes and keys apart, in order of first call",
			[]Call{
				{"k2", "batch", at(1)}, {"k1", "score", at(2)},
				{"k2", "score", at(3)}, {"k2", "batch", at(4)}, {"k1", "score", at(5)},
			},
			[]Row{{"k2", "batch", 2, at(4)}, {"k1", "score", 2, at(5)}, {"k2", "score", 1, at(3)}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Batch{Calls: tt.calls}.Rows()
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Rows() = %+v, want %+v", got, tt.want)
			}
		})
	}
}

package payments

import (
	"testing"
	"time"
)

func TestAnswerMargin(t *testing.T) {
	for _, tc := range []struct{ left, want time.Duration }{
		{200 * time.Millisecond, 100 * time.Millisecond},
		{time.Second, 500 * time.Millisecond},
		{3 * time.Second, 500 * time.Millisecond},
		{10 * time.Second, time.Second},
		{2 * time.Minute, 10 * time.Second},
	} {
		if got := answerMargin(tc.left); got != tc.want {
			t.Errorf("answerMargin(%s) = %s, want %s", tc.left, got, tc.want)
		}
	}
}

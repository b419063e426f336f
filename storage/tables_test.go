package storage_test

import (
	"testing"

	"github.com/pqs-dev/pqs/payments"
)

// TestAnswerPendingIsThree: the payments_pending index of each backend's
// migrations, and the predicate its queries spell out to use it
// (TestPendingIndexPredicate), name payments.AnswerPending as 3.
func TestAnswerPendingIsThree(t *testing.T) {
	if payments.AnswerPending != 3 {
		t.Fatalf("AnswerPending = %d: the payments_pending indexes and their predicates name 3", payments.AnswerPending)
	}
}

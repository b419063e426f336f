package storage

import (
	"errors"
	"fmt"

	"github.com/pqs-dev/pqs/payments"
)

// Scanner is a result row, of database/sql or of pgx.
type Scanner interface {
	Scan(dest ...any) error
}

// Rows is a result set, of database/sql or of pgx.
type Rows interface {
	Scanner
	Next() bool
	Err() error
}

// Collect scans every row of rows with scan.
func Collect[T any](rows Rows, scan func(Scanner) (T, error)) ([]T, error) {
	var all []T
	for rows.Next() {
		x, err := scan(rows)
		if err != nil {
			return nil, err
		}
		all = append(all, x)
	}
	return all, rows.Err()
}

// CallsByRoute reads rows of (route, calls).
func CallsByRoute(rows Rows) (map[string]int64, error) {
	m := make(map[string]int64)
	for rows.Next() {
		var (
			route string
			n     int64
		)
		if err := rows.Scan(&route, &n); err != nil {
			return nil, err
		}
		m[route] = n
	}
	return m, rows.Err()
}

// CheckKey reports a key that no backend stores.
func CheckKey(k payments.Key) error {
	if k.ID == "" || k.Hash == "" {
		return errors.New("create key: empty id or hash")
	}
	if k.Quota < 0 {
		return fmt.Errorf("create key %s: negative quota", k.ID)
	}
	return nil
}

// CheckPayment reports a payment that no backend records.
func CheckPayment(p payments.Payment) error {
	if p.Payer == "" || p.Nonce == "" {
		return errors.New("reserve payment: empty payer or nonce")
	}
	return nil
}

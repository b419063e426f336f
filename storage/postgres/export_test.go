package postgres

// PendingPayment is pendingPayment, for the tests of package postgres_test.
const PendingPayment = pendingPayment

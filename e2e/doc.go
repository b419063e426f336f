// Package e2e runs the real pqs binary as several replicas against real
// PostgreSQL and Redis and checks the rules that must hold across them
// (issue 7): the free limit is global per client IP, a payment settled on
// one replica is refused by the others, a revoked key is refused by all
// within a second, quotas hold under concurrency, and every 200 served is
// recorded. Fault tests stop a private redis-server and cut PostgreSQL
// (through a TCP proxy the test owns) and check that replicas degrade as
// documented and recover without a restart.
//
// The web page's tests (web_test.go) run the binary's page in headless
// Chromium and compare what it shows with the binary's pqs score --json
// and its REST API (docs/web.md).
//
// It has no non-test code; see the _test.go files.
package e2e

// Package loadgen is the load generator behind "pqs load": it sends a
// mix of requests to a running pqs server on loopback and reports
// requests per second and latency percentiles.
//
// A run is closed loop by default (each connection sends its next
// request when the previous answer arrives: throughput) or open loop at
// fixed rates (each request has a due time and its latency counts from
// it: latency without coordinated omission). The compare and paid mixes
// alternate their phases in rounds, so that a noisy neighbour weighs on
// every phase alike, and print each route's ratio to GET /healthz.
//
// With [Config.Slow] it also holds slow uploads open for the whole run,
// as the client of a slow-upload attack does, and reports how many
// measured requests were still answered within [AnswerBound].
//
// It speaks HTTP/1.1 itself over prebuilt request bytes rather than
// through net/http's client, so that the generator loads the server and
// not itself, and it refuses any host but loopback ([CheckURL]).
//
//	p, err := loadgen.NewPlan("compare", "")
//	…
//	err = loadgen.Run(ctx, os.Stdout, os.Stderr, loadgen.Config{
//		URLs: []string{"http://127.0.0.1:8080"}, Duration: 10 * time.Second,
//		Concurrency: 64, Rounds: 5}, p)
package loadgen

#!/usr/bin/env bash
# Paid calls against /healthz on one server (docs/benchmarks.md, "Paid
# calls"): builds pqs, creates an API key with a quota, starts "pqs serve"
# with --free-limit 0 on the chosen store, and runs "pqs load --mix paid"
# (GET /healthz, keyed POST /api/score, keyed POST /api/score/batch of 10
# prompts and keyed MCP tools/call score, alternating in rounds on the same
# server, 64 connections), then the same four and the free route (its
# scores alone, for comparison) with wrk. It also reports the
# server's CPU time per request of each route. Everything it starts is
# stopped, and the database dropped, at exit.
#
#   deploy/bench-paid.sh sqlite|postgres [DURATION] [ROUNDS]   # defaults 20s 5
#
# PQS_BENCH_SERVER=path serves with another build (an older commit, for a
# before-and-after table); the load still comes from this tree's pqs.
#
# PostgreSQL is the server at 127.0.0.1:5432 (user postgres, override with
# PQS_BENCH_PG), in a fresh database; no Redis (quotas do not use it).
set -euo pipefail
cd "$(dirname "$0")/.."
STORE=${1:?sqlite or postgres}
DURATION=${2:-20s}
ROUNDS=${3:-5}
. deploy/bench-lib.sh
[ "$STORE" = postgres ] || drop_db=0

CGO_ENABLED=0 go build -o "$work/pqs" .
srv=${PQS_BENCH_SERVER:-$work/pqs}
export PQS_DATA_DIR=$work/data PQS_ADDR=127.0.0.1:18080 PQS_FREE_LIMIT=0 PQS_LOG_LEVEL=warn
if [ "$STORE" = postgres ]; then
  psql "$PG/postgres" -qc "CREATE DATABASE $db" >/dev/null
  export PQS_DATABASE_URL="$PG/$db?sslmode=disable"
fi
KEY=$("$srv" keys create --name bench --quota 1000000000 2>/dev/null)
"$srv" serve >"$work/serve.log" 2>&1 &
server=$!
pids+=($server)
url=http://127.0.0.1:18080
for _ in $(seq 100); do curl -sf "$url/readyz" >/dev/null && break; sleep 0.1; done

cpu() { awk '{print $14+$15}' "/proc/$server/stat"; } # clock ticks (1/100 s)

echo "== $STORE, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), server ${PQS_BENCH_SERVER:-$(git rev-parse --short HEAD)}"
echo "== pqs load --mix paid --key KEY --duration $DURATION --rounds $ROUNDS --concurrency 64 --url $url"
"$work/pqs" load --mix paid --key "$KEY" --duration "$DURATION" --rounds "$ROUNDS" --concurrency 64 --url "$url"

echo "== wrk -t1 -c64 -d5s, one route at a time; server CPU per request from /proc"
for r in "health /healthz" "free /api/score/free" "score /api/score" "batch /api/score/batch" "mcp /mcp"; do
  set -- $r
  script=()
  [ "$1" != health ] && script=(-s "deploy/wrk-$1.lua")
  before=$(cpu)
  out=$(PQS_LOAD_KEY=$KEY wrk -t1 -c64 -d5s "${script[@]}" "$url$2")
  after=$(cpu)
  n=$(awk '/requests in/{print $1}' <<<"$out")
  printf '%-24s %10s req/s  %6.1f µs server CPU/request  %s\n' "$2" "$(awk '/Requests\/sec/{print $2}' <<<"$out")" \
    "$(echo "($after - $before) * 10000 / $n" | bc -l)" "$(grep -o 'Non-2xx.*' <<<"$out" || true)"
done
echo "== calls recorded: $("$srv" keys list | awk 'NR==2{print $4}')"

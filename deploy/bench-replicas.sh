#!/usr/bin/env bash
# Mixed-workload throughput of one replica vs two on this machine: builds pqs,
# creates a fresh PostgreSQL database on 127.0.0.1:5432 (user postgres), starts a
# private redis-server, two "pqs serve" replicas sharing both, and runs
# "pqs load --mix mixed" against one replica, then against both (round-robin).
# Everything it starts is stopped and the database dropped at exit.
#
#   deploy/bench-replicas.sh [DURATION] [CONCURRENCY]     # defaults 10s 64
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-10s}
CONC=${2:-64}
. deploy/bench-lib.sh

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

CGO_ENABLED=0 go build -o "$work/pqs" .
psql "$PG/postgres" -qc "CREATE DATABASE $db" >/dev/null
export PQS_DATABASE_URL="$PG/$db?sslmode=disable"
rport=$(free_port)
redis-server --port "$rport" --bind 127.0.0.1 --save "" --appendonly no --loglevel warning >"$work/redis.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do redis-cli -p "$rport" ping >/dev/null 2>&1 && break; sleep 0.1; done
export PQS_REDIS_URL="redis://127.0.0.1:$rport/0"

"$work/pqs" migrate
KEY=$("$work/pqs" keys create --name bench 2>/dev/null)

urls=()
for i in 1 2; do
  port=$(free_port)
  # The free limit stays on (via Redis) but high enough not to refuse the load.
  PQS_ADDR=127.0.0.1:$port PQS_FREE_LIMIT=100000000 PQS_LOG_LEVEL=warn \
    "$work/pqs" serve >"$work/replica$i.log" 2>&1 &
  pids+=($!)
  urls+=("http://127.0.0.1:$port")
  for _ in $(seq 100); do curl -sf "${urls[-1]}/readyz" >/dev/null && break; sleep 0.1; done
done

echo "== $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for mix in mixed free; do
echo "== one replica: pqs load --mix $mix --duration $DURATION --concurrency $CONC --url ${urls[0]}"
"$work/pqs" load --mix $mix --key "$KEY" --duration "$DURATION" --concurrency "$CONC" --url "${urls[0]}"
echo "== two replicas: pqs load --mix $mix --duration $DURATION --concurrency $CONC --url ${urls[0]} --url ${urls[1]}"
"$work/pqs" load --mix $mix --key "$KEY" --duration "$DURATION" --concurrency "$CONC" --url "${urls[0]}" --url "${urls[1]}"
done
echo "== usage rows recorded: $(psql "$PQS_DATABASE_URL" -Atc 'SELECT count(*) FROM key_usage')"

# Sourced by the deploy/bench-*.sh scripts, from the repository root:
# PG is the PostgreSQL server (PQS_BENCH_PG, default user postgres at
# 127.0.0.1:5432), work a scratch directory, db a fresh database name and
# pids the processes the script starts. At exit the processes are
# stopped, the database is dropped (unless the script set drop_db=0) and
# work is removed.
PG=${PQS_BENCH_PG:-postgres://postgres@127.0.0.1:5432}
work=$(mktemp -d)
db=pqs_bench_$RANDOM$RANDOM
drop_db=1
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ "$drop_db" = 1 ]; then
    psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

#!/usr/bin/env bash
# Runs pqs check for the GitHub Action: the report in the chosen format on
# standard output, the SARIF report and the job summary in their files. It
# records pqs check's exit status as the step output exit-code and exits 0,
# so that the SARIF upload still runs; the action's last step fails the job.
#
#   INPUT_PATHS, INPUT_MIN_SCORE, INPUT_FORMAT, INPUT_DIFF, INPUT_ARGS,
#   INPUT_SARIF, INPUT_SARIF_FILE, INPUT_SUMMARY: the action's inputs
#   GITHUB_OUTPUT, GITHUB_STEP_SUMMARY as GitHub sets them
#   PQS: the pqs binary (default: pqs on the PATH)
set -euo pipefail

pqs="${PQS:-pqs}"

# words splits a list as a shell would (quotes group, nothing expands) into
# NUL-terminated words on stdout; xargs does the parsing, so the input is
# never evaluated. An unbalanced quote fails, rather than dropping the rest.
words() {
  printf '%s' "$1" | xargs printf '%s\0'
}

# usage ends the step as pqs ends on a usage error: exit-code 2, which the
# action's last step turns into the job's failure. The message is escaped as
# @actions/core escapes one, so that it stays one workflow command.
usage() {
  local msg="$*"
  msg=${msg//'%'/'%25'}
  msg=${msg//$'\r'/'%0D'}
  msg=${msg//$'\n'/'%0A'}
  echo "::error title=pqs check::$msg"
  echo "pqs: check: $*" >&2
  echo "exit-code=2" >>"${GITHUB_OUTPUT:-/dev/null}"
  exit 0
}

list=$(mktemp)
trap 'rm -f "$list" "$list.err"' EXIT
flags=()
words "${INPUT_ARGS:-}" >"$list" 2>"$list.err" || usage "args: $(head -n 1 "$list.err") in: ${INPUT_ARGS:-}"
while IFS= read -r -d '' w; do [ -n "$w" ] && flags+=("$w"); done <"$list"
[ -n "${INPUT_MIN_SCORE:-}" ] && flags+=(--min-score "$INPUT_MIN_SCORE")
[ -n "${INPUT_DIFF:-}" ] && flags+=(--diff "$INPUT_DIFF")
paths=()
words "${INPUT_PATHS:-.}" >"$list" 2>"$list.err" || usage "paths: $(head -n 1 "$list.err") in: ${INPUT_PATHS:-.}"
while IFS= read -r -d '' w; do [ -n "$w" ] && paths+=("$w"); done <"$list"
flags+=(--)

code=0
"$pqs" check --format "${INPUT_FORMAT:-github}" "${flags[@]}" "${paths[@]}" || code=$?

out="${GITHUB_OUTPUT:-/dev/null}"
if [ "${INPUT_SARIF:-false}" = true ]; then
  sarif="${INPUT_SARIF_FILE:-pqs.sarif}"
  # The same files, the same verdict: its status is the one above.
  "$pqs" check --format sarif "${flags[@]}" "${paths[@]}" >"$sarif" 2>/dev/null || true
  echo "sarif-file=$sarif" >>"$out"
fi
if [ "${INPUT_SUMMARY:-true}" = true ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  "$pqs" check --format markdown "${flags[@]}" "${paths[@]}" >>"$GITHUB_STEP_SUMMARY" 2>/dev/null || true
fi
echo "exit-code=$code" >>"$out"

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

# words splits a list as a shell would (quotes group, nothing expands);
# xargs does the parsing, so the input is never evaluated.
words() {
  local w
  while IFS= read -r -d '' w; do
    [ -n "$w" ] && printf '%s\0' "$w"
  done < <(printf '%s' "$1" | xargs printf '%s\0')
}

flags=()
while IFS= read -r -d '' w; do flags+=("$w"); done < <(words "${INPUT_ARGS:-}")
[ -n "${INPUT_MIN_SCORE:-}" ] && flags+=(--min-score "$INPUT_MIN_SCORE")
[ -n "${INPUT_DIFF:-}" ] && flags+=(--diff "$INPUT_DIFF")
paths=()
while IFS= read -r -d '' w; do paths+=("$w"); done < <(words "${INPUT_PATHS:-.}")
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

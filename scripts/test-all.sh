#!/usr/bin/env bash
# The whole check from a clean clone (`npm run test:all`, .ci/run): installs what is missing (npm packages and
# Chromium, at once), then runs two lanes side by side — the static checks (typecheck, eslint, prettier,
# import cycles, dead code, the OpenAPI lint) and the build followed by every test (`vitest run`: unit, api,
# e2e) — and prints each phase's wall and CPU time. Each phase's output is printed once it ends; a failing
# one fails the run (exit 1). The last line is the test runner's summary ("Tests: N passed, N failed, N
# skipped"), as CI reads it.
set -uo pipefail
cd "$(dirname "$0")/.."
# The project's Node.js first on PATH (installed into .runtime/ when the machine has another).
source scripts/use-node.sh

logs="$(mktemp -d "${TMPDIR:-/tmp}/test-all.XXXXXX")"
trap 'rm -rf "$logs"' EXIT
run_start=$(date +%s.%N)

# phase NAME COMMAND…: runs COMMAND with its output in a log, then records its wall and CPU seconds (CPU of
# the command and every process it waited for, PostgreSQL and Chromium included) and its exit status.
phase() {
  local name=$1
  shift
  local start end
  start=$(date +%s.%N)
  (
    "$@" >"$logs/$name.log" 2>&1
    rc=$?
    times >"$logs/$name.times"
    exit $rc
  )
  local rc=$?
  end=$(date +%s.%N)
  local cpu
  cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' \
    "$logs/$name.times")
  awk -v n="$name" -v rc="$rc" -v s="$start" -v e="$end" -v r="$run_start" -v c="$cpu" \
    'BEGIN { printf "%s %s %.0f %.0f %s\n", n, rc, s - r, e - s, c }' >>"$logs/phases"
  {
    echo "── $name (exit $rc) ──"
    if [ "$name" = test ] || [ "$rc" -ne 0 ]; then cat "$logs/$name.log"; else tail -n 5 "$logs/$name.log"; fi
  } >"$logs/$name.report"
  return $rc
}

# Installs first: everything below needs node_modules.
phase deps bash scripts/ensure-deps.sh --browser
cat "$logs/deps.report"
if [ "$(awk '$1 == "deps" { print $2 }' "$logs/phases")" -ne 0 ]; then
  echo "Tests: 0 passed, 1 failed, 0 skipped (installing the dependencies failed)"
  exit 1
fi

# The static checks yield the CPU to the tests (nice): they have no time limits and fill what the tests leave
# idle, while a browser test starved of CPU runs into its waits' limits and the tests are the longer lane.
static_lane() {
  phase typecheck nice -n 10 npm run -s typecheck
  phase eslint nice -n 10 npx eslint .
  phase prettier nice -n 10 npx prettier --check .
  phase lint-cycles nice -n 10 npm run -s lint:cycles
  phase lint-dead nice -n 10 npm run -s lint:dead
  phase lint-api nice -n 10 npm run -s lint:api
  return 0
}

# The browser tests and the bundle budget need the built app: the build comes first in the test lane.
test_lane() {
  # Three test workers (unit, API and browser files side by side) and the static lane share the two cores:
  # every test and hook limit gets twice the room.
  phase build npm run -s build && TEST_TIMEOUT_SCALE="${TEST_TIMEOUT_SCALE:-2}" phase test npx vitest run
  return 0
}

static_lane &
static_pid=$!
test_lane &
test_pid=$!
wait "$static_pid" "$test_pid"

for name in typecheck eslint prettier lint-cycles lint-dead lint-api build test; do
  [ -f "$logs/$name.report" ] && cat "$logs/$name.report"
done

total=$(awk -v e="$(date +%s.%N)" -v r="$run_start" 'BEGIN { printf "%.0f", e - r }')
echo
echo "Phase timings (wall seconds from the start, duration; CPU seconds of the phase's processes):"
awk '{ printf "  %-12s %s  started %5ss  took %5ss  cpu %5ss\n", $1, ($2 == 0 ? "ok    " : "FAILED"), $3, $4, $5 }' \
  "$logs/phases"
printf '  %-12s total %ss wall\n' all "$total"

failed=$(awk '$2 != 0 { n++ } END { print n + 0 }' "$logs/phases")
summary=$(grep -E '^Tests: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped' "$logs/test.log" 2>/dev/null | tail -n 1)
echo
echo "${summary:-Tests: 0 passed, 1 failed, 0 skipped (the tests did not run: see the phases above)}"
[ "$failed" -eq 0 ] && [ -n "$summary" ] || exit 1

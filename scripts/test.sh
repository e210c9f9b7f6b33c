#!/usr/bin/env bash
# The whole suite: lint, types, web unit tests, API tests (on PostgreSQL when TEST_DATABASE_URL is set, and the
# engine-sensitive ones on PGlite too; all on PGlite otherwise), then end-to-end tests in Chromium against the built
# app. Each phase's wall time, and the total, print at the end
# (budgets: docs/TESTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
suite_started=$SECONDS
phase_started=$SECONDS
current=""

finish_phase() {
  if [ -n "$current" ]; then
    phases+=("$(printf '%-44s %6ss' "$current" "$((SECONDS - phase_started))")")
  fi
}
step() {
  finish_phase
  current=$1
  phase_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
typecheck_pid=""
report() {
  local status=$?
  if [ -n "$typecheck_pid" ]; then kill "$typecheck_pid" 2>/dev/null || true; fi
  finish_phase
  current=""
  printf '\n\033[1m== phase times\033[0m (%s)\n' "$([ "$status" -eq 0 ] && echo passed || echo "FAILED, exit $status")"
  printf '  %s\n' "${phases[@]}"
  printf '  %-44s %6ss\n' "total" "$((SECONDS - suite_started))"
}
trap report EXIT

step "lint (biome)"
npx biome ci .
# tsc checks on one core: it runs beside the web unit tests, which keep the other busy.
step "typecheck and web unit tests, side by side"
typecheck_log=$(mktemp)
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
npm run test -w web
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
typecheck_pid=""
printf '\n-- typecheck --\n'
cat "$typecheck_log"
rm -f "$typecheck_log"
if [ "$typecheck_status" -ne 0 ]; then
  echo "typecheck failed (exit $typecheck_status)"
  exit "$typecheck_status"
fi
# Every API test runs on PostgreSQL, the engine production runs on; the engine-sensitive ones run on PGlite as well
# (server/vitest.config.ts lists them). Without a PostgreSQL server, every test runs on PGlite.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL server"
  npm run test -w server
  step "API tests on PGlite (engine-sensitive)"
  env -u TEST_DATABASE_URL API_TESTS=engine npm run test -w server
else
  step "API tests on PGlite"
  echo "TEST_DATABASE_URL not set: every API test runs on the embedded database, none on a PostgreSQL server"
  npm run test -w server
fi
step "end-to-end tests (Chromium)"
npm run test:e2e

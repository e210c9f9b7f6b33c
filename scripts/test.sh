#!/usr/bin/env bash
# The whole suite: lint, types, web unit tests, API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then end-to-end tests in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "lint (biome)"
npx biome ci .
step "typecheck"
npm run typecheck
step "web unit tests"
npm run test -w web
step "API tests on embedded PostgreSQL (PGlite)"
env -u TEST_DATABASE_URL npm run test -w server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL server"
  npm run test -w server
else
  echo "TEST_DATABASE_URL not set: skipping the PostgreSQL server run"
fi
step "end-to-end tests (Chromium)"
npm run test:e2e

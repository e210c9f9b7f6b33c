#!/usr/bin/env bash
# Times `npm start` to /api/health answering, the build already made: the README's start-up figures.
# usage: bash scripts/time-start.sh [runs]   (DATABASE_URL set: on that server; else the embedded database in a
# throwaway DATA_DIR, made by a first start that is not counted)
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT=${PORT:-3999}
data_dir=$(mktemp -d)
trap 'rm -rf "$data_dir"' EXIT
export DATA_DIR=$data_dir
for i in $(seq 0 "${1:-3}"); do
  started=$(date +%s%N)
  npm start >/dev/null 2>&1 &
  pid=$!
  until curl -sf -o /dev/null "http://127.0.0.1:$PORT/api/health"; do sleep 0.02; done
  ms=$(( ($(date +%s%N) - started) / 1000000 ))
  if [ "$i" -eq 0 ]; then echo "first start (database created): $ms ms"; else echo "start $i: $ms ms"; fi
  kill -TERM "$pid"
  wait "$pid" || true
done

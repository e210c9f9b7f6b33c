#!/usr/bin/env bash
# Makes a supported Node.js available: when the machine's node is older than 22.2, Node.js 24 is installed from the
# npm registry (the node-linux-<arch> package ships the official binary) into .tools/node, once. Prints the
# directory to put first on PATH, or nothing when the machine's node will do. Used by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

# The same rule as npm install/start/test (scripts/check-node.mjs).
if node scripts/check-node.mjs >/dev/null 2>&1; then
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node.js 24 package for $(uname -m): install Node.js 22.2 or newer yourself" >&2; exit 1 ;;
esac
prefix=.tools/node
bin="$prefix/node_modules/node-linux-$arch/bin"
if [ ! -x "$bin/node" ]; then
  echo "Node.js $(node --version 2>/dev/null || echo none) is too old: installing Node.js 24 into $prefix" >&2
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock "node-linux-$arch@24" >&2
fi
echo "$(pwd)/$bin"

#!/bin/sh
# `node` for every npm script (linked as node_modules/.bin/node by scripts/link-node.mjs, after `npm install`).
# The machine's own Node.js when it is 22.2 or newer; otherwise the official Node.js 24 binary that `npm install`
# brought from the npm registry (optional dependency node-linux-<arch>). REGULARS_NODE says which, for the server's start log.
self=$(readlink -f "$0")
root=$(dirname "$(dirname "$self")")
minimum_major=22
minimum_minor=2

machine=""
old_ifs=$IFS
IFS=:
for dir in $PATH; do
  [ -n "$dir" ] && [ -x "$dir/node" ] || continue
  [ "$(readlink -f "$dir/node")" = "$self" ] && continue
  machine="$dir/node"
  break
done
IFS=$old_ifs

if [ -n "$machine" ]; then
  version=$("$machine" --version 2>/dev/null)
  numbers=${version#v}
  major=${numbers%%.*}
  rest=${numbers#*.}
  minor=${rest%%.*}
  case "$major$minor" in
    '' | *[!0-9]*) ;;
    *)
      if [ "$major" -gt "$minimum_major" ] || { [ "$major" -eq "$minimum_major" ] && [ "$minor" -ge "$minimum_minor" ]; }; then
        REGULARS_NODE="this machine's own"
        export REGULARS_NODE
        exec "$machine" "$@"
      fi
      ;;
  esac
fi

for bundled in "$root"/node_modules/node-linux-*/bin/node; do
  if [ -x "$bundled" ]; then
    REGULARS_NODE="installed with Regulars: this machine's is ${version:-missing}, older than $minimum_major.$minimum_minor"
    export REGULARS_NODE
    exec "$bundled" "$@"
  fi
done

echo "Regulars needs Node.js $minimum_major.$minimum_minor or newer; this machine has ${version:-none}, and no Node.js 24 came with \`npm install\` for $(uname -s) $(uname -m). Install Node.js 24 LTS, then run \`npm install\` again." >&2
exit 1

#!/usr/bin/env bash
# Prints the folder of a supported Node.js (package.json "engines": 24.12 or later): the machine's
# own when it is recent enough, else Node 24 from the npm registry (the `node-linux-<arch>`
# package, bin/node only), unpacked once into a cache folder and reused. npm itself is the
# machine's: its JavaScript runs on whichever node comes first on PATH.
# Usage: export PATH="$(bash scripts/ensure-node.sh):$PATH"
set -euo pipefail
MIN_MAJOR=24
MIN_MINOR=12

supported() {
  local version major minor
  version=$("$1" -p 'process.versions.node' 2>/dev/null) || return 1
  major=${version%%.*}
  minor=${version#*.}
  minor=${minor%%.*}
  [ "$major" -gt "$MIN_MAJOR" ] || { [ "$major" = "$MIN_MAJOR" ] && [ "$minor" -ge "$MIN_MINOR" ]; }
}

if command -v node >/dev/null && supported "$(command -v node)"; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    echo "No Node.js ${MIN_MAJOR}.${MIN_MINOR}+ here, and no npm package of it for $(uname -m): install one" >&2
    exit 1
    ;;
esac
cache=${FORTARC_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fortarc-node}
bin="$cache/node-linux-$arch-$MIN_MAJOR/package/bin"
if [ -x "$bin/node" ] && supported "$bin/node"; then
  echo "$bin"
  exit 0
fi
echo "Node.js $(node -v 2>/dev/null || echo missing) is older than ${MIN_MAJOR}.${MIN_MINOR}: fetching node-linux-$arch@$MIN_MAJOR from the npm registry into $cache" >&2
mkdir -p "$cache"
work=$(mktemp -d "$cache/fetch.XXXXXX")
trap 'rm -rf "$work"' EXIT
tarball=$(cd "$work" && npm pack --silent "node-linux-$arch@$MIN_MAJOR" | tail -n 1)
tar -xzf "$work/$tarball" -C "$work"
if ! supported "$work/package/bin/node"; then
  echo "node-linux-$arch@$MIN_MAJOR from the registry is not ${MIN_MAJOR}.${MIN_MINOR}+" >&2
  exit 1
fi
rm -rf "$cache/node-linux-$arch-$MIN_MAJOR"
mkdir -p "$cache/node-linux-$arch-$MIN_MAJOR"
mv "$work/package" "$cache/node-linux-$arch-$MIN_MAJOR/package"
echo "$bin"

#!/usr/bin/env bash
# Lays out a built standalone site (NEXT_OUTPUT=standalone npm run build) in OUT, as the container
# image runs it: Next's traced server files, the static assets and public files Next leaves out,
# the site's own server (server/, compiled to .next/production-server) and the packages it needs
# that Next does not trace (zod), and the embedded content store.
# Usage: deploy/assemble-standalone.sh OUT   (from the project's root, after the build)
set -euo pipefail
out=${1:?usage: deploy/assemble-standalone.sh OUT}
if [ ! -f .next/standalone/server.js ]; then
  echo "No standalone build: run NEXT_OUTPUT=standalone npm run build first" >&2
  exit 1
fi
mkdir -p "$out"
cp -a .next/standalone/. "$out/"
cp -a .next/static "$out/.next/static"
cp -a public "$out/"
cp -a .next/production-server "$out/.next/production-server"
mkdir -p "$out/node_modules"
cp -a node_modules/zod "$out/node_modules/zod"
rm -rf "$out/content" && cp -a content "$out/content"
# The metrics' package and what it requires (prom-client): Next does not trace the site's server.
for package in prom-client tdigest bintrees @opentelemetry/api; do
  mkdir -p "$(dirname "$out/node_modules/$package")"
  rm -rf "$out/node_modules/$package"
  cp -a "node_modules/$package" "$out/node_modules/$package"
done
# The outbox worker's packages (server/leads.ts): nodemailer, and pg with what it requires (Next
# traces pg for the forms, but only as far as the pages reach it).
for package in nodemailer pg pg-connection-string pg-int8 pg-pool pg-protocol pg-types pgpass \
  postgres-array postgres-bytea postgres-date postgres-interval split2 xtend; do
  [ -d "node_modules/$package" ] || continue
  rm -rf "$out/node_modules/$package"
  cp -a "node_modules/$package" "$out/node_modules/$package"
done
# Next's standalone server.js is not ours: `node .next/production-server/server/main.js` is.
rm -f "$out/server.js"

#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server is there for the leads store's tests
# (tests/contract/lead-store.contract.test.ts, tests/http/leads-*.http.test.ts,
# tests/deployment/leads-delivery.deploy.test.ts), which start their own cluster with initdb and pg_ctl, as the `postgres` user, on a free port in a temporary folder.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's PostgreSQL for the leads store's tests..."
  apt-get update -qq
  # the package's own cluster and service are not wanted: the tests start their own
  DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq postgresql >/dev/null
else
  echo "The leads store's tests need PostgreSQL: run 'sudo apt-get install -y postgresql'" >&2
  exit 1
fi

#!/usr/bin/env bash
# Makes sure nginx and Redis are there for the deployment tests (tests/deployment/deployment.deploy.test.ts),
# which run two instances of the site behind deploy/nginx/fortarc.conf with a shared Redis.
set -euo pipefail
missing=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v redis-server >/dev/null || missing+=(redis-server)
if [ ${#missing[@]} = 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the deployment tests..."
  apt-get update -qq
  # the packages' own services are not wanted: the tests start their own, on free ports
  DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The deployment tests need ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi

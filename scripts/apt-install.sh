#!/usr/bin/env bash
# apt-install.sh WHAT-FOR PACKAGE...: installs Debian packages a test needs, as root; otherwise
# says which to install, and fails.
set -euo pipefail
what=$1
shift
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $* for $what..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
else
  echo "$what need $*: run 'sudo apt-get install -y $*'" >&2
  exit 1
fi

#!/usr/bin/env bash
# Makes sure a Java runtime is there for the W3C Nu HTML Checker (vnu-jar) in the browser tests.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Java runtime for the HTML checker..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
else
  echo "The HTML checker needs Java: run 'sudo apt-get install -y default-jre-headless'" >&2
  exit 1
fi

#!/usr/bin/env bash
# Makes sure Debian's PDF tools are there for the datasheet tests (tests/e2e/datasheets.e2e.test.ts):
# qpdf checks a file's structure; poppler-utils' pdfinfo, pdffonts, pdftotext and pdftoppm read
# what a reader would see.
set -euo pipefail
missing=()
command -v qpdf >/dev/null || missing+=(qpdf)
command -v pdfinfo >/dev/null || missing+=(poppler-utils)
if [ ${#missing[@]} = 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the datasheet tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The datasheet tests need ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi

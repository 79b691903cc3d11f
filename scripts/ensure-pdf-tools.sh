#!/usr/bin/env bash
# Makes sure Debian's PDF tools are there for the datasheet tests (tests/http/datasheets.http.test.ts):
# qpdf checks a file's structure; poppler-utils' pdfinfo, pdffonts, pdftotext and pdftoppm read
# what a reader would see.
set -euo pipefail
missing=()
command -v qpdf >/dev/null || missing+=(qpdf)
command -v pdfinfo >/dev/null || missing+=(poppler-utils)
if [ ${#missing[@]} = 0 ]; then exit 0; fi
exec bash "$(dirname "$0")/apt-install.sh" "the datasheet tests" "${missing[@]}"

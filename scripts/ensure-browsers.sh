#!/usr/bin/env bash
# Makes sure Debian's Firefox ESR, WebKitGTK's WebDriver (with MiniBrowser) and Xvfb are there for
# the three-engine journeys (tests/browser/engines.browser.test.ts); installs them as root.
set -euo pipefail
minibrowser="${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"
missing=()
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
{ command -v WebKitWebDriver >/dev/null && [ -x "$minibrowser" ]; } || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
exec bash "$(dirname "$0")/apt-install.sh" "the three-engine browser tests (BROWSER=chromium runs without)" "${missing[@]}"

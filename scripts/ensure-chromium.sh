#!/bin/sh
# The browser suite and the frontend-weight benchmark drive Debian's Chromium (playwright-core
# cannot download a browser here). Installs it on a fresh machine when we may; otherwise says how.
set -eu
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  [ -n "$candidate" ] && [ -x "$candidate" ] && exit 0
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian chromium (needed by the browser tests and the frontend-weight benchmark)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found: install the Debian package (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1

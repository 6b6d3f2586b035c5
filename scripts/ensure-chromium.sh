#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM; install Debian's 'chromium' package (needs root)." >&2
  exit 1
fi
echo "Installing Debian chromium…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null

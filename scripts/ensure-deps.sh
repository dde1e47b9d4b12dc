#!/usr/bin/env bash
# Installs what the product and its tests need, and nothing twice: the npm packages (npm ci when
# node_modules is missing or older than package-lock.json) and, with --browser, Debian's Chromium — the two
# at once (one waits on the npm registry and unpacks, the other on Debian's mirror and dpkg).
set -euo pipefail
cd "$(dirname "$0")/.."

browser_pid=""
if [ "${1:-}" = "--browser" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)…"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  (
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  ) &
  browser_pid=$!
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund --prefer-offline
fi

if [ -n "$browser_pid" ] && ! wait "$browser_pid"; then
  echo "Installing Chromium failed." >&2
  exit 1
fi

#!/usr/bin/env bash
# `npm run demo`: on the project's Node.js (scripts/use-node.sh), installs what is missing, builds and starts
# the product on the embedded PostgreSQL with the demo data; the server prints the URLs and logins.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
bash scripts/ensure-deps.sh
npm run build
exec npm start

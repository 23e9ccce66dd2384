#!/usr/bin/env bash
# examples/next against the kit as published: builds the kit, packs it, installs the tarball in
# examples/next, runs `next build` (server components importing from 'orgkit' must build), then starts the
# embedded auth backend and `next start` on free 127.0.0.1 ports and runs one flow in headless Chromium
# (examples/next/e2e/flow.mjs). Screenshots: examples/next/test-results/. Every process is stopped on exit.
# Usage (from anywhere): scripts/example-next.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
APP=$ROOT/examples/next
# shellcheck source=lib/example-app.sh
source "$ROOT/scripts/lib/example-app.sh"

install_app() {
  forget_installed_kit
  (cd "$APP" && npm install --no-audit --no-fund)
  check_installed_kit
}

timed "build and pack the kit" pack_kit
timed "npm install (examples/next)" install_app
# The example's sources with the repository's ESLint config (type-aware: it needs the install above).
timed "eslint examples/next" bash -c "cd '$ROOT' && ORGKIT_LINT_EXAMPLES=1 npx eslint --max-warnings 0 examples/next"
timed "next build" bash -c "cd '$APP' && NEXT_TELEMETRY_DISABLED=1 node_modules/.bin/next build"

BACKEND_PORT=$(free_port)
APP_PORT=$(free_port)
export APP_URL=http://127.0.0.1:$APP_PORT
export ORGKIT_BACKEND_URL=http://127.0.0.1:$BACKEND_PORT

cd "$APP"
setsid env BACKEND_PORT="$BACKEND_PORT" APP_ORIGIN="$APP_URL" node scripts/backend.mjs >"$LOGS/backend.log" 2>&1 &
PIDS+=($!)
setsid env NEXT_TELEMETRY_DISABLED=1 node_modules/.bin/next start --hostname 127.0.0.1 --port "$APP_PORT" \
  >"$LOGS/next.log" 2>&1 &
PIDS+=($!)
wait_for "$ORGKIT_BACKEND_URL/api/auth/ok" 60 "the backend"
wait_for "$APP_URL/auth/sign-in" 60 "next start"
echo "backend at $ORGKIT_BACKEND_URL, app at $APP_URL"

timed "flow in headless Chromium" node e2e/flow.mjs

#!/usr/bin/env bash
# examples/next against the kit as published: builds the kit, packs it, installs the tarball in
# examples/next, runs `next build` (server components importing from 'orgkit' must build), then starts the
# embedded auth backend and `next start` on free 127.0.0.1 ports and runs one flow in headless Chromium
# (examples/next/e2e/flow.mjs). Screenshots: examples/next/test-results/. Every process is stopped on exit.
# Usage (from anywhere): scripts/example-next.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
APP=$ROOT/examples/next
PIDS=()
LOGS=$(mktemp -d /tmp/orgkit-example-next.XXXXXX)

stop_all() {
  local status=$? pid
  for pid in "${PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do
    for _ in $(seq 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ]; then
    for log in "$LOGS"/*.log; do [ -f "$log" ] && { echo "--- $log"; tail -n 40 "$log"; }; done
  fi
  rm -rf "$LOGS"
}
trap stop_all EXIT

timed() { # timed <label> <command...>
  local label=$1 begin=$SECONDS
  shift
  echo "::: $label"
  "$@"
  echo "::: $label: $((SECONDS - begin))s"
}

free_port() { node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# Waits until <url> answers (any HTTP status), or fails after <seconds>.
wait_for() {
  node -e '
    const [url, seconds, name] = process.argv.slice(1)
    const end = Date.now() + Number(seconds) * 1000
    const poll = () =>
      fetch(url).then(
        () => process.exit(0),
        () => {
          if (Date.now() > end) {
            console.error(`${name} did not answer at ${url} within ${seconds}s`)
            process.exit(1)
          }
          setTimeout(poll, 200)
        },
      )
    poll()
  ' "$@"
}

pack_kit() {
  (cd "$ROOT" && npm run build)
  rm -rf "$APP/.pack"
  mkdir -p "$APP/.pack"
  local file
  file=$(cd "$ROOT" && npm pack --silent --pack-destination "$APP/.pack" | tail -n 1)
  mv "$APP/.pack/$file" "$APP/.pack/orgkit.tgz" # the path examples/next/package.json names
  echo "packed $file"
}

install_app() {
  # The tarball changes on every run under the same name, but npm would reinstall the copy its lockfile
  # names (by integrity, from its cache): forget that copy, so npm reads the new tarball.
  rm -rf "$APP/node_modules/orgkit"
  if [ -f "$APP/package-lock.json" ]; then
    node -e '
      const fs = require("node:fs")
      const lock = JSON.parse(fs.readFileSync(process.argv[1], "utf8"))
      delete lock.packages["node_modules/orgkit"]
      fs.writeFileSync(process.argv[1], `${JSON.stringify(lock, null, 2)}\n`)
    ' "$APP/package-lock.json"
  fi
  (cd "$APP" && npm install --no-audit --no-fund)
  # What the app builds against is the kit just packed.
  cmp -s <(tar -xzOf "$APP/.pack/orgkit.tgz" package/dist/index.js) "$APP/node_modules/orgkit/dist/index.js" ||
    { echo "examples/next/node_modules/orgkit is not the tarball just packed" >&2; return 1; }
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

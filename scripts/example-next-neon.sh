#!/usr/bin/env bash
# examples/next-neon: a Neon Auth Next.js app (Neon's SDK client, Neon's /api/auth handler) with the kit as
# published. Builds the kit, packs it, installs the tarball in examples/next-neon next to @neondatabase/auth
# with a plain `npm install` (no --legacy-peer-deps: the kit's better-auth peer is met by Neon's 1.6.23),
# runs `next build`, then starts the kit's embedded backend (named and configured as Neon Auth; the
# Better Auth it runs is Neon's copy) and `next start` on free 127.0.0.1 ports and runs one flow in
# headless Chromium (examples/next-neon/e2e/flow.mjs). Screenshots: examples/next-neon/test-results/.
# Every process is stopped on exit.
# Usage (from anywhere): scripts/example-next-neon.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
APP=$ROOT/examples/next-neon
# shellcheck source=lib/example-app.sh
source "$ROOT/scripts/lib/example-app.sh"

install_app() {
  forget_installed_kit
  # A plain install, no peer-dependency flag (also none from the environment): ERESOLVE fails the run.
  (cd "$APP" && env -u npm_config_legacy_peer_deps -u npm_config_force npm install --no-audit --no-fund)
  check_installed_kit
  # One Better Auth version in the tree, the one @neondatabase/auth pins: the kit's server code runs on it.
  (cd "$APP" && node -e '
    const read = (file) => JSON.parse(require("node:fs").readFileSync(file, "utf8"))
    const lock = read("package-lock.json")
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith("node_modules/better-auth"))
    const versions = new Set(copies.map(([, entry]) => entry.version))
    const hoisted = read("node_modules/better-auth/package.json").version // not in its exports map
    console.log(`better-auth in the tree: ${[...versions].join(", ")} (${copies.length} copies; node_modules/better-auth ${hoisted})`)
    if (versions.size !== 1 || hoisted !== "1.6.23") process.exit(1)
    // One Kysely: the database the kit opens is the one Better Auth is handed.
    const kysely = Object.keys(lock.packages).filter((path) => path.endsWith("node_modules/kysely"))
    if (kysely.length !== 1) throw new Error(`several copies of kysely: ${kysely.join(", ")}`)
  ')
}

BACKEND_PORT=$(free_port)
APP_PORT=$(free_port)
export APP_URL=http://127.0.0.1:$APP_PORT
# What a Neon Auth app is given: its Neon Auth URL (here the embedded backend) and a cookie secret.
export NEON_AUTH_BASE_URL=http://127.0.0.1:$BACKEND_PORT/api/auth
NEON_AUTH_COOKIE_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))")
export NEON_AUTH_COOKIE_SECRET
export NEXT_TELEMETRY_DISABLED=1

timed "build and pack the kit" pack_kit
timed "npm install (examples/next-neon)" install_app
# The example's sources with the repository's ESLint config (type-aware: it needs the install above).
timed "eslint examples/next-neon" bash -c "cd '$ROOT' && ORGKIT_LINT_EXAMPLES=1 npx eslint --max-warnings 0 examples/next-neon"
timed "next build" bash -c "cd '$APP' && node_modules/.bin/next build"

cd "$APP"
setsid env BACKEND_PORT="$BACKEND_PORT" APP_ORIGIN="$APP_URL" node scripts/backend.mjs >"$LOGS/backend.log" 2>&1 &
PIDS+=($!)
setsid node_modules/.bin/next start --hostname 127.0.0.1 --port "$APP_PORT" >"$LOGS/next.log" 2>&1 &
PIDS+=($!)
wait_for "$NEON_AUTH_BASE_URL/ok" 60 "the backend"
wait_for "$APP_URL/" 60 "next start"
echo "backend at $NEON_AUTH_BASE_URL, app at $APP_URL"

timed "flow in headless Chromium" node e2e/flow.mjs

# What scripts/example-next.sh and scripts/example-next-neon.sh share: run an example app against the kit as
# published. Source it after setting ROOT (the repository) and APP (the example's folder); it sets LOGS and
# PIDS, and stops every process started into PIDS on exit (printing their logs when the run failed).
#   pack_kit              builds the kit and packs it to $APP/.pack/orgkit.tgz (the path the example names)
#   forget_installed_kit  makes the next `npm install` read the new tarball instead of its cached copy
#   check_installed_kit   fails unless $APP/node_modules/orgkit is the tarball just packed
#   timed <label> <command...>, free_port, wait_for <url> <seconds> <name>

PIDS=()
LOGS=$(mktemp -d "/tmp/orgkit-$(basename "$APP").XXXXXX")

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
  mv "$APP/.pack/$file" "$APP/.pack/orgkit.tgz"
  echo "packed $file"
}

# The tarball changes on every run under the same name, but npm would reinstall the copy its lockfile names
# (by integrity, from its cache): forget that copy, so npm reads the new tarball.
forget_installed_kit() {
  rm -rf "$APP/node_modules/orgkit"
  if [ -f "$APP/package-lock.json" ]; then
    node -e '
      const fs = require("node:fs")
      const lock = JSON.parse(fs.readFileSync(process.argv[1], "utf8"))
      delete lock.packages["node_modules/orgkit"]
      fs.writeFileSync(process.argv[1], `${JSON.stringify(lock, null, 2)}\n`)
    ' "$APP/package-lock.json"
  fi
}

# What the app builds against is the kit just packed.
check_installed_kit() {
  cmp -s <(tar -xzOf "$APP/.pack/orgkit.tgz" package/dist/index.js) "$APP/node_modules/orgkit/dist/index.js" ||
    { echo "$APP/node_modules/orgkit is not the tarball just packed" >&2; return 1; }
}

#!/usr/bin/env bash
# Runs a command with React 18.3 installed in place of React 19 (the kit's peer range is ^18.3 || ^19), then
# puts the locked versions back, whatever the command's outcome. CI uses it for the unit and Storybook suites:
#   scripts/with-react-18.sh npx vitest run
# package.json and package-lock.json are not touched (--no-save).
set -euo pipefail
cd "$(dirname "$0")/.."

locked() { node -p "require('./package-lock.json').packages['node_modules/$1'].version"; }
REACT_19=$(locked react)
REACT_DOM_19=$(locked react-dom)
restore() { npm install --no-save --no-audit --no-fund "react@$REACT_19" "react-dom@$REACT_DOM_19" >/dev/null; }
trap restore EXIT

npm install --no-save --no-audit --no-fund react@18.3.1 react-dom@18.3.1 >/dev/null
node -e "const v = require('react/package.json').version; if (!v.startsWith('18.3.')) { console.error('React 18.3 did not install: ' + v); process.exit(1) } console.log('React ' + v + ', react-dom ' + require('react-dom/package.json').version)"
"$@"

// The scale bench's exact budgets (issue 24): requests and response bytes per action, as measured in Chromium
// against the embedded backend seeded by bench/scale/seed.ts. `node bench/scale/run.mjs --check` fails when a
// figure changes; when a change is meant, the run prints the lines to paste here. Times are never budgeted.
//
// server: 'plugin' (the kit's Better Auth plugin) or 'stock' (without it, as Neon Auth)
// what: the member table of an organization of that many members, or the switcher of a user in 300 organizations

// prettier-ignore
export const BUDGETS = [
  // server  what              action                   requests  bytes
  ['plugin', 'members 1000',  'first page',             4,    9014],
  ['plugin', 'members 1000',  'search',                 1,    3562],
  ['plugin', 'members 1000',  'sort while searching',   1,    3562],
  ['plugin', 'members 1000',  'sort',                   1,    8056],
  ['plugin', 'members 1000',  'next page',              1,    8079],
  ['plugin', 'members 5000',  'first page',             4,    9014],
  ['plugin', 'members 5000',  'search',                 1,    8072],
  ['plugin', 'members 5000',  'sort while searching',   1,    8093],
  ['plugin', 'members 5000',  'sort',                   1,    8113],
  ['plugin', 'members 5000',  'next page',              1,    8070],
  ['plugin', 'members 10000', 'first page',             4,    9015],
  ['plugin', 'members 10000', 'search',                 1,    8073],
  ['plugin', 'members 10000', 'sort while searching',   1,    8092],
  ['plugin', 'members 10000', 'sort',                   1,    8106],
  ['plugin', 'members 10000', 'next page',              1,    8107],
  ['plugin', 'switcher 300',  'mount (closed)',         3,   15385],
  ['plugin', 'switcher 300',  'open',                   1,   17956],
  ['plugin', 'switcher 300',  'filter',                 2,   36081],
  ['stock',  'members 1000',  'first page',             4,    9014],
  ['stock',  'members 1000',  'search',                11,  322157],
  ['stock',  'members 1000',  'sort while searching',   0,       0],
  ['stock',  'members 1000',  'sort',                   1,    8056],
  ['stock',  'members 1000',  'next page',              1,    8079],
  ['stock',  'members 5000',  'first page',             4,    9014],
  ['stock',  'members 5000',  'search',                51, 1615363],
  ['stock',  'members 5000',  'sort while searching',   0,       0],
  ['stock',  'members 5000',  'sort',                   1,    8113],
  ['stock',  'members 5000',  'next page',              1,    8070],
  ['stock',  'members 10000', 'first page',             4,    9015],
  ['stock',  'members 10000', 'search',               101, 3231969],
  ['stock',  'members 10000', 'sort while searching',   0,       0],
  ['stock',  'members 10000', 'sort',                   1,    8106],
  ['stock',  'members 10000', 'next page',              1,    8107],
  ['stock',  'switcher 300',  'mount (closed)',         3,   15385],
  ['stock',  'switcher 300',  'open',                   4,      48],
  ['stock',  'switcher 300',  'filter',                 4,      65],
]

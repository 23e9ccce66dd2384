// What the scale bench watches in a page: its requests to the backend (count and response bytes, from
// Playwright's network events), when the UI first shows what an action waits for (in the page, from the input
// event's timestamp to the DOM mutation that makes it true), and the JavaScript heap (CDP).

const QUIET_MS = 200
const LONGEST_WAIT_MS = 60_000

/**
 * In the page (an init script): `window.scaleProbe.arm(conditions)` watches the DOM until each named condition
 * holds and notes `performance.now()` then; the action's start is the first pointer, key or input event after
 * arming (its `timeStamp`), or the time `start(at)` gives (a mount). An action is done once every condition
 * not marked `optional` held.
 */
function installProbe() {
  const conditions = {
    /** The table's rows are the members of these e-mails, in this order. */
    rows: ({ emails }) => {
      const rows = document.querySelectorAll('[data-slot="orgkit-member-table-row"]')
      return rows.length === emails.length && emails.every((email, i) => rows[i].textContent.includes(email))
    },
    /** The table shows rows, and each has `term` (in any case) in its text. */
    matchingRows: ({ term }) => {
      const rows = [...document.querySelectorAll('[data-slot="orgkit-member-table-row"]')]
      return rows.length > 0 && rows.every((row) => row.textContent.toLowerCase().includes(term))
    },
    /** Some element's text matches, in any case (e.g. a search's progress). */
    text: ({ selector, pattern }) =>
      [...document.querySelectorAll(selector)].some((element) => new RegExp(pattern, 'i').test(element.textContent)),
    /** The switcher's listbox has options, each containing `term` when given. */
    options: ({ term }) => {
      const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')]
      return options.length > 0 && options.every((option) => option.textContent.toLowerCase().includes(term ?? ''))
    },
    /** Every role line of the switcher's options shows the user's role (not its loading text). */
    roles: () => {
      const lines = [...document.querySelectorAll('[role="listbox"] [data-slot="orgkit-organization-switcher-role"]')]
      return lines.length > 0 && lines.every((line) => /^(Owner|Admin|Member)/.test(line.textContent))
    },
  }
  let watching = null
  /** Whether every condition the action waits for was seen (an `optional` one is noted if it comes). */
  const awaited = () =>
    Object.entries(watching.conditions).every(([name, condition]) => condition.optional || name in watching.seen)
  const check = () => {
    if (!watching) return
    const now = performance.now()
    for (const [name, condition] of Object.entries(watching.conditions))
      if (watching.seen[name] === undefined && conditions[condition.kind](condition)) watching.seen[name] = now
    if (Object.keys(watching.seen).length === Object.keys(watching.conditions).length) observer.disconnect()
  }
  const observer = new MutationObserver(check)
  const noteStart = (event) => {
    if (watching && watching.startedAt === undefined) watching.startedAt = event.timeStamp
  }
  for (const type of ['pointerdown', 'keydown', 'input']) addEventListener(type, noteStart, true)
  window.scaleProbe = {
    arm(armed) {
      watching = { conditions: armed, seen: {}, startedAt: undefined }
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
      check()
    },
    start(at) {
      watching.startedAt = at
    },
    /**
     * Milliseconds from the start to each condition seen so far, the start (ms since the epoch), and `done` once
     * all that are awaited were.
     */
    read() {
      const { seen, startedAt } = watching
      const times = Object.fromEntries(Object.entries(seen).map(([name, at]) => [name, at - startedAt]))
      return { times, startedAt: performance.timeOrigin + startedAt, done: awaited() }
    },
    /** The page's own view of its heap (Chromium's `performance.memory`, coarse unless precise info is on). */
    heap: () => performance.memory?.usedJSHeapSize ?? null,
  }
}

/** Probes a fresh page: its API requests (`/api/`) and the in-page watcher. */
export async function probePage(page) {
  await page.addInitScript(installProbe)
  const cdp = await page.context().newCDPSession(page)
  let entries = []
  let inFlight = 0
  let lastActivity = Date.now()
  const open = new Map()
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/')
  page.on('request', (request) => {
    if (!isApi(request)) return
    const url = new URL(request.url())
    const entry = { request: `${request.method()} ${url.pathname.replace(/^\/api\/auth/, '')}${url.search}`, bytes: 0 }
    entries.push(entry)
    open.set(request, entry)
    inFlight += 1
    lastActivity = Date.now()
  })
  const settle = async (request, finished) => {
    const entry = open.get(request)
    if (!entry) return
    open.delete(request)
    if (finished) entry.bytes = (await (await request.response())?.body().catch(() => null))?.length ?? 0
    else entry.failed = true
    // When its answer had arrived, in ms since the epoch (the page's clock, as `read().startedAt`).
    const timing = request.timing()
    entry.endedAt = timing.startTime + timing.responseEnd
    inFlight -= 1
    lastActivity = Date.now()
  }
  page.on('requestfinished', (request) => void settle(request, true))
  page.on('requestfailed', (request) => void settle(request, false))

  const heapUsed = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize
  return {
    /** Watches for the conditions (name → condition) from the next user event on. */
    arm: (conditions) => page.evaluate((armed) => window.scaleProbe.arm(armed), conditions),
    /** Waits until every armed condition held; their times from the action's start, ms. */
    async shown(what) {
      await page
        .waitForFunction(() => window.scaleProbe.read().done, null, { timeout: LONGEST_WAIT_MS, polling: 20 })
        .catch((error) => {
          throw new Error(`${what}: the UI did not show what was expected within ${LONGEST_WAIT_MS} ms`, {
            cause: error,
          })
        })
      return (await page.evaluate(() => window.scaleProbe.read())).times
    },
    /**
     * Waits until no request has been in flight for 200 ms (calling `meanwhile` every 25 ms or so); then takes
     * (and forgets) the requests seen.
     */
    async quiet({ meanwhile = async () => undefined } = {}) {
      const until = Date.now() + LONGEST_WAIT_MS
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > until) throw new Error(`requests still in flight after ${LONGEST_WAIT_MS} ms`)
        await meanwhile()
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      const taken = entries
      entries = []
      return taken
    },
    /** The JavaScript heap in use, bytes; after a full garbage collection with `collect`. */
    async heap({ collect = false } = {}) {
      if (collect) await cdp.send('HeapProfiler.collectGarbage')
      return heapUsed()
    },
  }
}

// The user actions the scale bench measures, each on a fresh browser context (its own cookies) and page:
// the member table of one large organization (first page, a search, a sort change, the next page) and the
// switcher of a user in 300 organizations (mount, open, typing in the filter). Each action is measured from
// the user's event (or the mount) until the UI shows what the user waits for, and its requests until the
// wire has been quiet for 200 ms.
import { probePage } from './page-probe.mjs'

const PAGE_SIZE = 25
const SUMMARY = '[data-slot="orgkit-member-table-summary"]'
/** A search's progress as the table says it ("Searched 1200 of 5000 members."), where it says it. */
const SEARCH_PROGRESS = { kind: 'text', selector: SUMMARY, pattern: 'searched', optional: true }
/** A search that has read all `count` members, where the table says so. */
const searchComplete = (count) => {
  const members = `(?:${count}|${count.toLocaleString('en-US')})`
  return { kind: 'text', selector: SUMMARY, pattern: `searched ${members} of ${members}`, optional: true }
}

/** The response bytes of these requests, together. */
const bytesOf = (requests) => requests.reduce((sum, entry) => sum + entry.bytes, 0)

/** One measured action: its time(s) in ms, its requests and their response bytes. */
function measured(action, times, requests, extra = {}) {
  return {
    action,
    ms: times.shown,
    times,
    requests: requests.length,
    bytes: bytesOf(requests),
    sequence: requests.map((entry) => entry.request),
    ...extra,
  }
}

/** A browser context signed in as `email`, and a fresh probed page of the bench on `url`. */
async function signedInPage({ browser, url, email, password, activeOrganizationId }) {
  const context = await browser.newContext({ baseURL: url, locale: 'en-US', timezoneId: 'UTC' })
  context.setDefaultTimeout(60_000)
  const headers = { origin: url }
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers })
  if (!signIn.ok()) throw new Error(`sign-in of ${email} failed: ${signIn.status()}`)
  if (activeOrganizationId) {
    const active = await context.request.post('/api/auth/organization/set-active', {
      data: { organizationId: activeOrganizationId },
      headers,
    })
    if (!active.ok()) throw new Error(`set-active failed: ${active.status()}`)
  }
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(error.message))
  const probe = await probePage(page)
  await page.goto('/')
  await page.waitForFunction(() => window.scaleBench !== undefined)
  return { context, page, probe, problems }
}

/**
 * The member table of the organization of `size` members: first page, the search term entered (one input
 * event), the joined-date sort reversed with the term there, the sort put back and the search cleared (not
 * measured), the joined-date sort reversed, the next page.
 */
export async function measureMemberTable({ browser, url, data, size, password, membershipLimit, withHeap }) {
  const { context, page, probe, problems } = await signedInPage({ browser, url, email: data.owner, password })
  try {
    const joined = data.membersInJoinedOrder(size)
    const matches = joined.filter((email) => email.includes(data.searchTerm))
    const rows = (emails) => ({ kind: 'rows', emails: emails.slice(0, PAGE_SIZE) })
    const actions = []

    await probe.arm({ shown: rows(joined) })
    const startedAt = await page.evaluate((spec) => window.scaleBench.mount(spec), {
      view: 'members',
      organizationId: data.organizationId(size),
      pageSize: PAGE_SIZE,
      membershipLimit,
    })
    await page.evaluate((at) => window.scaleProbe.start(at), startedAt)
    actions.push(measured('first page', await probe.shown('first page'), await probe.quiet()))

    // The search: when its first rows show; when it first says how far it searched; its requests and bytes up
    // to then and in all; and the heap (after a full collection before and after, sampled in between).
    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' })
    const heapBefore = withHeap ? await probe.heap({ collect: true }) : null
    await probe.arm({
      shown: rows(matches),
      firstMatches: { kind: 'matchingRows', term: data.searchTerm, optional: true },
      progress: SEARCH_PROGRESS,
      complete: searchComplete(size),
    })
    await search.fill(data.searchTerm)
    let heapPeak = heapBefore
    let heapAtProgress = null
    const sampleHeap = async () => {
      if (!withHeap) return
      const heap = await probe.heap()
      heapPeak = Math.max(heapPeak, heap)
      if (heapAtProgress === null && (await page.evaluate(() => window.scaleProbe.read())).times.progress !== undefined)
        heapAtProgress = heap - heapBefore
    }
    const searchDeadline = Date.now() + 60_000
    while (!(await page.evaluate(() => window.scaleProbe.read())).done && Date.now() < searchDeadline) {
      await sampleHeap()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await probe.shown('search')
    const searchRequests = await probe.quiet({ meanwhile: sampleHeap })
    const searchState = await page.evaluate(() => window.scaleProbe.read())
    const searchTimes = searchState.times
    // The requests whose answers had arrived when the table first said how far it had searched.
    const byProgress = searchRequests.filter(
      (entry) => searchTimes.progress !== undefined && entry.endedAt <= searchState.startedAt + searchTimes.progress,
    )
    const atProgress =
      searchTimes.progress === undefined
        ? null
        : {
            requests: byProgress.length,
            bytes: bytesOf(byProgress),
            heap: heapAtProgress,
          }
    const heapAfter = withHeap ? await probe.heap({ collect: true }) : null
    actions.push(
      measured('search', searchTimes, searchRequests, {
        matches: matches.length,
        atProgress,
        heap: withHeap ? { peak: heapPeak - heapBefore, retained: heapAfter - heapBefore } : null,
      }),
    )

    // The sort reversed while the term is there (what was read for the search may serve it), then put back and
    // the search cleared (neither measured).
    const joinedColumn = page.getByRole('button', { name: 'Joined', exact: true })
    await probe.arm({ shown: rows([...matches].reverse()) })
    await joinedColumn.click()
    actions.push(measured('sort while searching', await probe.shown('sort while searching'), await probe.quiet()))
    await probe.arm({ shown: rows(matches) })
    await joinedColumn.click()
    await probe.shown('sort put back while searching')
    await probe.quiet()
    await probe.arm({ shown: rows(joined) })
    await search.fill('')
    await probe.shown('search cleared')
    await probe.quiet()

    const newestFirst = [...joined].reverse()
    await probe.arm({ shown: rows(newestFirst) })
    await joinedColumn.click()
    actions.push(measured('sort', await probe.shown('sort'), await probe.quiet()))

    await probe.arm({ shown: rows(newestFirst.slice(PAGE_SIZE)) })
    await page.getByRole('button', { name: 'Next page' }).click()
    actions.push(measured('next page', await probe.shown('next page'), await probe.quiet()))

    if (problems.length > 0) throw new Error(`page errors: ${problems.join('; ')}`)
    return actions
  } finally {
    await context.close()
  }
}

/** The switcher of the user in 300 organizations: mount (closed), open, then the filter's term entered. */
export async function measureSwitcher({ browser, url, data, password, membershipLimit }) {
  const { context, page, probe, problems } = await signedInPage({
    browser,
    url,
    email: data.switcherUser,
    password,
    activeOrganizationId: data.activeSwitcherOrganization.id,
  })
  try {
    const actions = []
    const trigger = page.locator('[data-slot="orgkit-organization-switcher-trigger"]')
    const name = data.activeSwitcherOrganization.name
    await probe.arm({
      shown: { kind: 'text', selector: '[data-slot="orgkit-organization-switcher-trigger"]', pattern: `^${name}` },
    })
    const startedAt = await page.evaluate((spec) => window.scaleBench.mount(spec), {
      view: 'switcher',
      membershipLimit,
    })
    await page.evaluate((at) => window.scaleProbe.start(at), startedAt)
    actions.push(measured('mount (closed)', await probe.shown('switcher mount'), await probe.quiet()))

    const options = page.locator('[role="listbox"] [role="option"]')
    await probe.arm({ shown: { kind: 'options' }, roles: { kind: 'roles', optional: true } })
    await trigger.click()
    await probe.shown('switcher open')
    const openRequests = await probe.quiet()
    const openTimes = (await page.evaluate(() => window.scaleProbe.read())).times
    actions.push(measured('open', openTimes, openRequests, { options: await options.count() }))

    await probe.arm({ shown: { kind: 'options', term: data.switcherFilter } })
    await page.getByRole('combobox').fill(data.switcherFilter)
    const filterTimes = await probe.shown('switcher filter')
    actions.push(
      measured('filter', filterTimes, await probe.quiet(), {
        options: await options.count(),
        matching: data.switcherFilterMatches,
      }),
    )
    if (problems.length > 0) throw new Error(`page errors: ${problems.join('; ')}`)
    return actions
  } finally {
    await context.close()
  }
}

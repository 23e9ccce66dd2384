import { execFileSync } from 'node:child_process'

// The public API report (scripts/api-report.mjs): api/*.api.md hold every name the package's entries export,
// with its declared type. A change to the public surface fails here until it is made on purpose: the reports
// rewritten with `npm run api:update`, and a line in CHANGELOG.md. The script runs in a process of its own: it
// is plain JavaScript on the TypeScript compiler API, which the type-checked tests cannot import.
const root = new URL('../..', import.meta.url).pathname

/** What `node scripts/api-report.mjs --json` prints. */
interface ApiReportOutput {
  reports: {
    /** The report's path, `api/orgkit.api.md`. */
    path: string
    /** The report as the source says it is. */
    expected: string
    /** The report in the repository; `null` when there is none. */
    stored: string | null
  }[]
  /** Types a public signature uses that no entry exports, one line each. */
  forgottenTypes: string[]
  /** What the developer does about each failure. */
  advice: { update: string; forgottenType: string }
}

const { reports, forgottenTypes, advice } = JSON.parse(
  execFileSync(process.execPath, ['scripts/api-report.mjs', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as ApiReportOutput

describe('the public API', () => {
  it('has a report for each entry of package.json "exports"', () => {
    expect(reports.map((report) => report.path)).toEqual([
      'api/orgkit.api.md',
      'api/orgkit-testing.api.md',
      'api/orgkit-react-router.api.md',
      'api/orgkit-management.api.md',
      'api/orgkit-messages-de.api.md',
      'api/orgkit-server.api.md',
      'api/orgkit-better-auth-plugin.api.md',
    ])
  })

  it.each(reports.map((report) => [report.path, report] as const))('is what %s says', (path, report) => {
    expect(report.stored, `${path} is missing. ${advice.update}`).not.toBeNull()
    expect(report.expected, `${path} is not what the source exports. ${advice.update}`).toBe(report.stored)
  })

  it('prints declarations written in other modules from their own text, never from the entry file', () => {
    // A declaration re-exported by an entry was once printed against the entry's text at its positions:
    // import lines then showed up inside the types.
    for (const report of reports) expect(report.expected, report.path).not.toMatch(/from '\.\.?\//)
  })

  it('exports every type a public signature uses', () => {
    expect(forgottenTypes, advice.forgottenType).toEqual([])
  })
})

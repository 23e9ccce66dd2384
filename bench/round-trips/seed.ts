import type { EmbeddedSeed } from '../../src/server'

/** Password of every bench user. */
export const BENCH_PASSWORD = 'bench-password-1'
/** The owner who drives most flows. */
export const OWNER = 'alice@bench.example.com'
/** The invitee who accepts. */
export const INVITEE = 'bob@bench.example.com'
/** A second invitee, who accepts on the accept page of the component flows (Bob uses his invitation list). */
export const SECOND_INVITEE = 'dana@bench.example.com'
/** A third invitee, in no organization, who accepts from the switcher's pending invitations. */
export const THIRD_INVITEE = 'carol@bench.example.com'
/** Members of Acme besides Alice: enough for three pages of 10. */
export const ACME_MEMBERS = 24

const memberEmail = (i: number) => `member${String(i).padStart(2, '0')}@bench.example.com`

/** The same data for both sides: Alice owns Acme (25 members, 3 of them admins) and Globex (3 members). */
export function benchSeed(): EmbeddedSeed {
  const members = Array.from({ length: ACME_MEMBERS }, (_, i) => i + 1)
  return {
    users: [
      { email: OWNER, name: 'Alice Owner', password: BENCH_PASSWORD },
      { email: INVITEE, name: 'Bob Invitee', password: BENCH_PASSWORD },
      { email: SECOND_INVITEE, name: 'Dana Invitee', password: BENCH_PASSWORD },
      { email: THIRD_INVITEE, name: 'Carol Invitee', password: BENCH_PASSWORD },
      ...members.map((i) => ({ email: memberEmail(i), name: `Member ${i}`, password: BENCH_PASSWORD })),
    ],
    organizations: [
      {
        name: 'Acme',
        slug: 'acme',
        members: [
          { email: OWNER, role: 'owner' },
          ...members.map((i) => ({ email: memberEmail(i), role: i <= 3 ? ('admin' as const) : ('member' as const) })),
        ],
      },
      {
        name: 'Globex',
        slug: 'globex',
        members: [
          { email: OWNER, role: 'owner' },
          { email: memberEmail(1), role: 'member' },
          { email: memberEmail(2), role: 'member' },
        ],
      },
    ],
  }
}

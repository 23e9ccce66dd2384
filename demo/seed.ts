import type { EmbeddedSeed } from '../src/server'

/** The password of every demo account (printed at start; demo data only). */
export const DEMO_PASSWORD = 'orgkit-demo'

/** Who the demo accounts are, for the start banner. */
export const DEMO_ACCOUNTS = [
  { email: 'owner@example.com', note: 'owner of Acme and Globex' },
  { email: 'admin@example.com', note: 'admin of Acme, member of Globex' },
  { email: 'member@example.com', note: 'member of Acme' },
  { email: 'outsider@example.com', note: 'no organization, one pending invitation to Acme' },
] as const

/** Four verified users, two organizations with owner/admin/member roles, one pending invitation. */
export const DEMO_SEED: EmbeddedSeed = {
  users: [
    { email: 'owner@example.com', name: 'Olivia Owner', password: DEMO_PASSWORD },
    { email: 'admin@example.com', name: 'Adam Admin', password: DEMO_PASSWORD },
    { email: 'member@example.com', name: 'Mia Member', password: DEMO_PASSWORD },
    { email: 'outsider@example.com', name: 'Oscar Outsider', password: DEMO_PASSWORD },
  ],
  organizations: [
    {
      name: 'Acme Inc',
      slug: 'acme',
      metadata: { plan: 'pro' },
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'admin@example.com', role: 'admin' },
        { email: 'member@example.com', role: 'member' },
      ],
    },
    {
      name: 'Globex',
      slug: 'globex',
      metadata: { plan: 'free' },
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'admin@example.com', role: 'member' },
      ],
    },
  ],
  invitations: [{ organization: 'acme', email: 'outsider@example.com', role: 'member', inviter: 'owner@example.com' }],
}

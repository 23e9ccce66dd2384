// The scale bench's data (issue 24): organizations of 1,000, 5,000 and 10,000 members, all owned by one user,
// and another user in 300 organizations. Written straight into the embedded backend's database with bulk
// inserts (a few statements of 1,000 rows, about a second), in Better Auth's own tables and columns: a user
// with a credential account per member, member rows with a role and a joined date. The two users who sign in
// are made by the backend's own seed (their passwords hashed as on sign-up). Ids are made from the row's number,
// so every run (and both servers) hold the same rows and the bytes a read answers are the same.
import { createHash } from 'node:crypto'
import type { AuthDatabase, EmbeddedSeed } from '../../src/server'

/** Password of every user (the members' credential accounts share one hash of it). */
export const SCALE_PASSWORD = 'scale-bench-password-1'
/** Owner of the three large organizations. */
export const OWNER = { email: 'owner@scale.example.com', name: 'Olivia Owner' }
/** The user in {@link SWITCHER_ORGANIZATIONS} organizations. */
export const SWITCHER_USER = { email: 'sam@scale.example.com', name: 'Sam Switcher' }
/** Member counts of the large organizations, the owner included. */
export const SIZES = [1_000, 5_000, 10_000] as const
/** How many organizations the switcher's user is in. */
export const SWITCHER_ORGANIZATIONS = 300
/** What is typed into the switcher's filter: one of the ten words its organizations are named with. */
export const SWITCHER_FILTER = 'harbor'
/** The surname typed into the member table's search: one member in 97 has it. */
export const SEARCH_TERM = 'okonkwo'

// prettier-ignore
const FIRST_NAMES = [
  'Ada', 'Ben', 'Cleo', 'Dev', 'Elif', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon', 'Kira', 'Lars', 'Mina', 'Nils',
  'Oona', 'Pablo', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wes', 'Xena', 'Yuki', 'Zane', 'Amir',
  'Bea', 'Cyrus', 'Dora', 'Emil', 'Fay',
]
// 97 (a prime) surnames, none a part of another or of a first name; SEARCH_TERM is one of them.
// prettier-ignore
const SURNAMES = [
  'Abbott', 'Bauer', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gallo', 'Hartmann', 'Ibarra', 'Jansen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Ortega', 'Petrov', 'Quispe', 'Rossi', 'Schulz', 'Tanaka',
  'Urban', 'Varga', 'Weber', 'Xiong', 'Yilmaz', 'Zimmer', 'Achterberg', 'Bergstrom', 'Cardoso', 'Delacroix',
  'Esposito', 'Fontaine', 'Gutierrez', 'Horvath', 'Iversen', 'Jovanovic', 'Kaminski', 'Lambert', 'Marchetti',
  'Novak', 'Okonkwo', 'Pereira', 'Quintero', 'Ramirez', 'Santoro', 'Thorsen', 'Ulrich', 'Vasquez', 'Wojcik',
  'Xavier', 'Yamamoto', 'Zielinski', 'Adeyemi', 'Brennan', 'Chowdhury', 'Dimitriou', 'Engstrom', 'Ferreira',
  'Gonzaga', 'Haddad', 'Ishikawa', 'Jablonski', 'Kuznetsov', 'Lorenzo', 'Mahlangu', 'Nieminen', 'Oyelaran',
  'Pulaski', 'Quarshie', 'Rahimi', 'Sandoval', 'Takahashi', 'Uchenna', 'Valdivia', 'Whitfield', 'Ximenes',
  'Yeboah', 'Zaragoza', 'Ambrose', 'Bianchi', 'Cortez', 'Drummond', 'Echeverria', 'Falkner', 'Grimaldi',
  'Holloway', 'Ingram', 'Jaramillo', 'Kessler', 'Lindgren', 'Mbeki', 'Nordin', 'Oduya', 'Pacheco', 'Rinaldi',
  'Sorensen', 'Tremblay',
]
const ORGANIZATION_WORDS = [
  'Harbor',
  'Summit',
  'Meadow',
  'Canyon',
  'Prairie',
  'Glacier',
  'Delta',
  'Forest',
  'Island',
  'Valley',
]

/** A Better Auth-like id (32 characters), the same for the same row in every run. */
const idOf = (kind: string, index: number) =>
  createHash('sha256').update(`${kind}:${index}`).digest('base64url').slice(0, 32)

/** A member of the large organizations (users 1 to 9,999; organization of size n holds users 1 to n - 1). */
export function scaleUser(index: number) {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? ''
  const surname = SURNAMES[(index * 13) % SURNAMES.length] ?? ''
  return {
    id: idOf('user', index),
    name: `${first} ${surname}`,
    email: `${first}.${surname}.${index}@scale.example.com`.toLowerCase(),
  }
}

/** The large organization of `size` members. */
export const largeOrganization = (size: number) => ({
  id: idOf('organization', size),
  name: `Scale ${size.toLocaleString('en-US')}`,
  slug: `scale-${size}`,
})

/** The switcher user's organizations, 1 to 300: `Harbor 1`, `Summit 2`, ... */
export const switcherOrganization = (index: number) => {
  const word = ORGANIZATION_WORDS[index % ORGANIZATION_WORDS.length] ?? ''
  return { id: idOf('team', index), name: `${word} ${index}`, slug: `${word.toLowerCase()}-${index}` }
}

/** The two users who sign in, for the backend's own seed. */
export const signInSeed: EmbeddedSeed = {
  users: [OWNER, SWITCHER_USER].map((user) => ({ ...user, password: SCALE_PASSWORD })),
}

// Members joined one minute apart, from a fixed day: sorting by joined date is the row order, run after run.
const JOINED_FROM = Date.parse('2026-01-01T00:00:00.000Z')
const joinedAt = (position: number) => new Date(JOINED_FROM + position * 60_000)

/** The e-mails of a large organization's members in joined order (the owner first). */
export function membersInJoinedOrder(size: number): string[] {
  return [OWNER.email, ...Array.from({ length: size - 1 }, (_, i) => scaleUser(i + 1).email)]
}

async function insertInBatches(db: AuthDatabase, table: string, rows: Record<string, unknown>[]) {
  for (let from = 0; from < rows.length; from += 1_000)
    await db
      .insertInto(table)
      .values(rows.slice(from, from + 1_000))
      .execute()
}

/** Bulk-inserts the scale data into a backend seeded with {@link signInSeed}. */
export async function seedScale(db: AuthDatabase, passwordHash: string): Promise<void> {
  const idOfEmail = async (email: string): Promise<string> =>
    (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as string
  const ownerId = await idOfEmail(OWNER.email)
  const switcherUserId = await idOfEmail(SWITCHER_USER.email)
  const largest = Math.max(...SIZES)
  const created = new Date(JOINED_FROM - 86_400_000)
  const users = Array.from({ length: largest - 1 }, (_, i) => scaleUser(i + 1))
  await insertInBatches(
    db,
    'user',
    users.map((user) => ({ ...user, emailVerified: true, createdAt: created, updatedAt: created })),
  )
  await insertInBatches(
    db,
    'account',
    users.map((user, i) => ({
      id: idOf('account', i + 1),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: passwordHash,
      createdAt: created,
      updatedAt: created,
    })),
  )
  const organizations = [
    ...SIZES.map((size) => largeOrganization(size)),
    ...Array.from({ length: SWITCHER_ORGANIZATIONS }, (_, i) => switcherOrganization(i + 1)),
  ]
  await insertInBatches(
    db,
    'organization',
    organizations.map((organization) => ({ ...organization, logo: null, metadata: null, createdAt: created })),
  )
  const members: Record<string, unknown>[] = []
  for (const size of SIZES) {
    const organizationId = largeOrganization(size).id
    const owner = { id: idOf(`member-${size}`, 0), organizationId, userId: ownerId, role: 'owner' }
    members.push({ ...owner, createdAt: joinedAt(0) })
    for (let position = 1; position < size; position += 1)
      members.push({
        id: idOf(`member-${size}`, position),
        organizationId,
        userId: scaleUser(position).id,
        role: position % 50 === 0 ? 'admin' : 'member',
        createdAt: joinedAt(position),
      })
  }
  const switcherRoles = ['owner', 'admin', 'member'] as const
  for (let index = 1; index <= SWITCHER_ORGANIZATIONS; index += 1)
    members.push({
      id: idOf('member-team', index),
      organizationId: switcherOrganization(index).id,
      userId: switcherUserId,
      role: switcherRoles[index % switcherRoles.length],
      createdAt: joinedAt(index),
    })
  await insertInBatches(db, 'member', members)
}

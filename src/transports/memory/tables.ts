import type { InvitationRow, MemberRow, MemoryDb, OrganizationRow, UserRow } from './state'

// Inserts, lookups and deletes on the memory tables, keeping every index in step.

const pairKey = (organizationId: string, userId: string) => `${organizationId}\u0000${userId}`

/** Inserts a user; the e-mail must be free. */
export function insertUser(db: MemoryDb, row: UserRow): void {
  if (db.userIdByEmail.has(row.email)) throw new Error(`A user with e-mail ${row.email} already exists`)
  if (db.users.has(row.id)) throw new Error(`A user with id ${row.id} already exists`)
  db.users.set(row.id, row)
  db.userIdByEmail.set(row.email, row.id)
}

/** Finds a user by e-mail, case-insensitively. */
export function findUserByEmail(db: MemoryDb, email: string): UserRow | undefined {
  const id = db.userIdByEmail.get(email.trim().toLowerCase())
  return id === undefined ? undefined : db.users.get(id)
}

/** Inserts an organization; the slug must be free. */
export function insertOrganization(db: MemoryDb, row: OrganizationRow): void {
  if (db.organizationIdBySlug.has(row.slug)) throw new Error(`An organization with slug ${row.slug} already exists`)
  if (db.organizations.has(row.id)) throw new Error(`An organization with id ${row.id} already exists`)
  db.organizations.set(row.id, row)
  db.organizationIdBySlug.set(row.slug, row.id)
  db.membersByOrganization.set(row.id, new Map())
  db.invitationIdsByOrganization.set(row.id, new Set())
}

/** Finds an organization by slug. */
export function findOrganizationBySlug(db: MemoryDb, slug: string): OrganizationRow | undefined {
  const id = db.organizationIdBySlug.get(slug)
  return id === undefined ? undefined : db.organizations.get(id)
}

/** Changes an organization's slug, keeping the index right. */
export function changeSlug(db: MemoryDb, row: OrganizationRow, slug: string): void {
  db.organizationIdBySlug.delete(row.slug)
  row.slug = slug
  db.organizationIdBySlug.set(slug, row.id)
}

/** Deletes an organization with its members and invitations. */
export function deleteOrganizationRow(db: MemoryDb, organizationId: string): void {
  const row = db.organizations.get(organizationId)
  if (!row) return
  for (const member of [...(db.membersByOrganization.get(organizationId)?.values() ?? [])])
    deleteMemberRow(db, member.id)
  for (const id of db.invitationIdsByOrganization.get(organizationId) ?? []) db.invitations.delete(id)
  db.membersByOrganization.delete(organizationId)
  db.invitationIdsByOrganization.delete(organizationId)
  db.organizationIdBySlug.delete(row.slug)
  db.organizations.delete(organizationId)
}

/** Inserts a membership (organization and user must exist, the pair must be new). */
export function insertMember(db: MemoryDb, row: Omit<MemberRow, 'seq'>): MemberRow {
  const byOrganization = db.membersByOrganization.get(row.organizationId)
  if (!byOrganization) throw new Error(`No organization ${row.organizationId}`)
  if (!db.users.has(row.userId)) throw new Error(`No user ${row.userId}`)
  const key = pairKey(row.organizationId, row.userId)
  if (db.memberIdByOrganizationUser.has(key))
    throw new Error(`User ${row.userId} is already a member of ${row.organizationId}`)
  const member: MemberRow = { ...row, seq: db.seq++ }
  db.membersVersion++
  db.members.set(member.id, member)
  byOrganization.set(member.id, member)
  db.memberIdByOrganizationUser.set(key, member.id)
  let ofUser = db.memberIdsByUser.get(member.userId)
  if (!ofUser) db.memberIdsByUser.set(member.userId, (ofUser = new Set()))
  ofUser.add(member.id)
  return member
}

/** Deletes a membership and its index entries. */
export function deleteMemberRow(db: MemoryDb, memberId: string): void {
  const row = db.members.get(memberId)
  if (!row) return
  db.members.delete(memberId)
  db.membersVersion++
  db.membersByOrganization.get(row.organizationId)?.delete(memberId)
  db.memberIdByOrganizationUser.delete(pairKey(row.organizationId, row.userId))
  db.memberIdsByUser.get(row.userId)?.delete(memberId)
}

/** Sets a membership's roles (a comma string). */
export function setMemberRole(db: MemoryDb, row: MemberRow, role: string): void {
  row.role = role
  db.membersVersion++
}

/** The membership of a user in an organization. */
export function findMember(db: MemoryDb, organizationId: string, userId: string): MemberRow | undefined {
  const id = db.memberIdByOrganizationUser.get(pairKey(organizationId, userId))
  return id === undefined ? undefined : db.members.get(id)
}

/** The members of an organization, in insertion order. */
export function membersOf(db: MemoryDb, organizationId: string): Iterable<MemberRow> {
  return db.membersByOrganization.get(organizationId)?.values() ?? []
}

/** Inserts an invitation (its organization must exist). */
export function insertInvitation(db: MemoryDb, row: InvitationRow): void {
  const ofOrganization = db.invitationIdsByOrganization.get(row.organizationId)
  if (!ofOrganization) throw new Error(`No organization ${row.organizationId}`)
  if (db.invitations.has(row.id)) throw new Error(`An invitation with id ${row.id} already exists`)
  db.invitations.set(row.id, row)
  ofOrganization.add(row.id)
}

/** The invitations of an organization, in insertion order. */
export function invitationsOf(db: MemoryDb, organizationId: string): InvitationRow[] {
  const rows: InvitationRow[] = []
  for (const id of db.invitationIdsByOrganization.get(organizationId) ?? []) {
    const row = db.invitations.get(id)
    if (row) rows.push(row)
  }
  return rows
}

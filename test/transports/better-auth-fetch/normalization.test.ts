import { describe, expect, it } from 'vitest'
import { createBetterAuthFetchTransport } from '../../../src/index'
import { fakeFetch, INVITATION, MEMBER, ORG, USER } from './fake-fetch'

const BASE = 'http://app.test/api/auth'
const transportFor = (...answers: Parameters<typeof fakeFetch>) =>
  createBetterAuthFetchTransport({ baseURL: BASE, fetch: fakeFetch(...answers).fetch })

describe('fetch transport: normalization', () => {
  it('metadata as a JSON string or an object becomes an object; dates become Date; logo null', async () => {
    const [fromList] = await transportFor({ body: [ORG] }).list()
    expect(fromList).toEqual({
      id: 'org1',
      name: 'Acme',
      slug: 'acme',
      logo: null,
      metadata: { plan: 'pro' },
      createdAt: new Date(ORG.createdAt),
    })
    const created = await transportFor({ body: { ...ORG, metadata: { plan: 'pro' }, members: [MEMBER] } }).create({
      name: 'Acme',
      slug: 'acme',
    })
    expect(created.metadata).toEqual({ plan: 'pro' })
    expect(created).not.toHaveProperty('members')
    const broken = await transportFor({ body: [{ ...ORG, metadata: 'not json', logo: undefined }] }).list()
    expect(broken[0]).toMatchObject({ metadata: {}, logo: null })
  })

  it('roles become arrays, padded or joined', async () => {
    const member = await transportFor({ body: { ...MEMBER, role: 'admin, member' } }).updateMemberRole({
      memberId: 'mem1',
      role: 'admin',
    })
    expect(member.role).toEqual(['admin', ' member'])
    await expect(transportFor({ body: { role: 'owner' } }).getActiveMemberRole()).resolves.toEqual({ role: ['owner'] })
  })

  it('a member comes bare or wrapped in {member}, with or without its user, and is returned as a record', async () => {
    const record = { ...MEMBER, createdAt: new Date(MEMBER.createdAt), role: ['admin', 'member'] }
    await expect(transportFor({ body: { member: MEMBER } }).removeMember({ memberIdOrEmail: 'mem1' })).resolves.toEqual(
      record,
    )
    await expect(
      transportFor({ body: { member: { ...MEMBER, user: USER } } }).removeMember({ memberIdOrEmail: 'a@example.com' }),
    ).resolves.toEqual(record)
    await expect(transportFor({ body: { ...MEMBER, user: USER } }).leave({ organizationId: 'org1' })).resolves.toEqual(
      record,
    )
    await expect(
      transportFor({ body: { member: MEMBER } }).updateMemberRole({ memberId: 'mem1', role: 'admin' }),
    ).resolves.toEqual(record)
  })

  it('checkSlug: a taken slug (400) is {status:false}, other errors stay errors', async () => {
    await expect(
      transportFor({ status: 400, body: { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN', message: 'x' } }).checkSlug({
        slug: 'acme',
      }),
    ).resolves.toEqual({ status: false })
    await expect(transportFor({ body: { status: false } }).checkSlug({ slug: 'acme' })).resolves.toEqual({
      status: false,
    })
    await expect(transportFor({ status: 401 }).checkSlug({ slug: 'acme' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
  })

  it('getSession: null when signed out, the user and the active organization when signed in', async () => {
    await expect(transportFor({ body: null }).getSession()).resolves.toBeNull()
    await expect(transportFor({ body: '' }).getSession()).resolves.toBeNull()
    const session = {
      session: { id: 's', token: 'secret', activeOrganizationId: 'org1' },
      user: { ...USER, emailVerified: true, createdAt: ORG.createdAt },
    }
    await expect(transportFor({ body: session }).getSession()).resolves.toEqual({
      user: { ...USER, emailVerified: true },
      activeOrganizationId: 'org1',
    })
  })

  it('getSession: a user that fits no known shape is UNKNOWN, like any other odd answer', async () => {
    const session = { session: { id: 's', activeOrganizationId: 'org1' }, user: { ...USER, email: undefined } }
    await expect(transportFor({ body: session }).getSession()).rejects.toMatchObject({
      name: 'OrgKitError',
      code: 'UNKNOWN',
    })
  })

  it('full organization: null without one, invitations default to [] (hidden from members by later versions)', async () => {
    await expect(transportFor({ body: null }).getFullOrganization()).resolves.toBeNull()
    const full = await transportFor({ body: { ...ORG, members: [{ ...MEMBER, user: USER }] } }).getFullOrganization()
    expect(full).toMatchObject({
      metadata: { plan: 'pro' },
      invitations: [],
      members: [{ role: ['admin', 'member'], user: USER }],
    })
  })

  it('invitations: bare or wrapped; reject comes as {invitation, member:null} or bare', async () => {
    const canceled = { ...INVITATION, status: 'canceled' }
    await expect(transportFor({ body: canceled }).cancelInvitation({ invitationId: 'inv1' })).resolves.toMatchObject({
      status: 'canceled',
      role: ['member'],
    })
    await expect(
      transportFor({ body: { invitation: canceled } }).cancelInvitation({ invitationId: 'inv1' }),
    ).resolves.toMatchObject({ status: 'canceled' })
    const rejected = { ...INVITATION, status: 'rejected' }
    await expect(
      transportFor({ body: { invitation: rejected, member: null } }).rejectInvitation({ invitationId: 'inv1' }),
    ).resolves.toMatchObject({ invitation: { status: 'rejected' } })
    await expect(transportFor({ body: rejected }).rejectInvitation({ invitationId: 'inv1' })).resolves.toMatchObject({
      invitation: { status: 'rejected' },
    })
    const accepted = await transportFor({
      body: { invitation: { ...INVITATION, status: 'accepted' }, member: MEMBER },
    }).acceptInvitation({ invitationId: 'inv1' })
    expect(accepted.member.role).toEqual(['admin', 'member'])
    const [received] = await transportFor({ body: [{ ...INVITATION, organizationName: 'Acme' }] }).listUserInvitations()
    expect(received).toMatchObject({ organizationName: 'Acme', expiresAt: new Date(INVITATION.expiresAt) })
  })

  it('listMembers: {members,total} or a bare array (older servers)', async () => {
    await expect(transportFor({ body: [{ ...MEMBER, user: USER }] }).listMembers()).resolves.toMatchObject({
      total: 1,
      members: [{ id: 'mem1' }],
    })
  })

  it('delete: the deleted organization, bare or wrapped', async () => {
    await expect(transportFor({ body: ORG }).delete({ organizationId: 'org1' })).resolves.toMatchObject({
      id: 'org1',
      metadata: { plan: 'pro' },
    })
    await expect(
      transportFor({ body: { organization: ORG } }).delete({ organizationId: 'org1' }),
    ).resolves.toMatchObject({ id: 'org1' })
  })
})

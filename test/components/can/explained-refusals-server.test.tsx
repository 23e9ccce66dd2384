import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access'
import { createAccessControl } from 'better-auth/plugins/access'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CreateOrganizationDialog } from '../../../src/components/create-organization-dialog/create-organization-dialog'
import { InviteMemberDialog } from '../../../src/components/invite-member-dialog/invite-member-dialog'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { OrganizationInvitations } from '../../../src/components/organization-invitations/organization-invitations'
import { OrganizationSettings } from '../../../src/components/organization-settings/organization-settings'
import type { OrganizationPluginConfig } from '../../../src/core/plugin-config'
import type { OrgKitErrorCode } from '../../../src/core/error-codes'
import { createBetterAuthFetchTransport } from '../../../src/index'
import { errorMessagesEn } from '../../../src/messages/en/errors'
import { errorCodeMessageKey } from '../../../src/messages/message-formatter'
import { OrgKitProvider } from '../../../src/query/org-kit-provider'
import { expectDefined } from '../../contract/expect-defined'
import { makeRealHarness } from '../../contract/real/make-real-harness'
import {
  actAs,
  addMember,
  expectOrgKitError,
  setupHarness,
  setupOrganization,
  uniqueEmail,
} from '../../contract/support'

// Issue 25: each reason the kit shows for a forbidden action is the refusal the server gives. For every gated
// action, against the real Better Auth server (embedded, in process): the component, in explain mode, shows
// the action refused with reason X, and the server, asked to do it as the same user, refuses with the code
// whose sentence X is (or, where the member table words it for the row, the code named here).

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 })

// An app role that may invite but not cancel invitations: the one way to meet a refused Cancel.
const ac = createAccessControl({ ...defaultStatements })
const accessControl = {
  ac,
  roles: { owner: ownerAc, admin: adminAc, member: memberAc, inviter: ac.newRole({ invitation: ['create'] }) },
}

const ctx = setupHarness(() =>
  makeRealHarness(
    'fetch',
    (fetch, baseURL) => createBetterAuthFetchTransport({ baseURL, fetch }),
    {},
    { accessControl },
  ),
)

/** A real server on a busy shared machine: the first render (lazy parts, first reads) can take seconds. */
const WAIT = { timeout: 15_000 }

/** The kit's sentence for an error code: what the server's refusal says in the UI. */
const sentenceOf = (code: OrgKitErrorCode) => errorMessagesEn[errorCodeMessageKey(code)]

/** Renders a component in explain mode for whoever the harness is signed in as. */
function renderExplained(ui: ReactElement, config?: Partial<OrganizationPluginConfig>) {
  const queryClient = new QueryClient()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <OrgKitProvider transport={ctx.harness.transport} accessControl={accessControl} config={config}>
        {ui}
      </OrgKitProvider>
    </QueryClientProvider>,
  )
  return { ...result, user: userEvent.setup() }
}

/** The reason a refused control gives: it must be aria-disabled, and its description is the reason. */
function reasonOf(control: HTMLElement): string {
  expect(control).toHaveAttribute('aria-disabled', 'true')
  const hint = document.getElementById(control.getAttribute('aria-describedby') ?? '')
  const reason = hint?.textContent ?? ''
  expect(control).toHaveAccessibleDescription(reason)
  return reason
}

/**
 * Renders a table in explain mode, opens the actions of the row named `name` and gives the reason of each
 * refused entry, in order.
 */
async function rowReasons(table: ReactElement, name: string, entries: readonly string[]) {
  const { user, unmount } = renderExplained(table)
  const reasons: string[] = []
  for (const entry of entries) {
    const row = await screen.findByRole('row', { name: new RegExp(name) }, WAIT)
    await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }))
    reasons.push(reasonOf(screen.getByRole('menuitem', { name: entry })))
    await user.keyboard('{Escape}')
  }
  unmount()
  return reasons
}

const memberTable = <MemberTable forbiddenActions="explain" />
const invitations = <OrganizationInvitations forbiddenActions="explain" />

describe('each explained refusal is the server’s refusal', () => {
  it('member table, as a member: change role and remove', async () => {
    const { harness } = ctx
    const { organization, members } = await setupOrganization(harness, { members: 2, label: 'mt member' })
    const [viewer, other] = [expectDefined(members[0], 'member 0'), expectDefined(members[1], 'member 1')]
    await actAs(harness, viewer, organization.id)
    const [changeRole, remove] = await rowReasons(memberTable, other.user.name, ['Change role', 'Remove'])
    const roleCode = 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'
    expect(changeRole).toBe(sentenceOf(roleCode))
    await expectOrgKitError(harness.transport.updateMemberRole({ memberId: other.member.id, role: 'admin' }), roleCode)
    const removeCode = 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER'
    expect(remove).toBe(sentenceOf(removeCode))
    await expectOrgKitError(harness.transport.removeMember({ memberIdOrEmail: other.member.id }), removeCode)
  })

  it('member table, as an admin on the owner’s row: change role and remove', async () => {
    const { harness } = ctx
    const { organization, owner, admins } = await setupOrganization(harness, { admins: 1, label: 'mt admin' })
    await actAs(harness, expectDefined(admins[0], 'the admin'), organization.id)
    const [changeRole, remove] = await rowReasons(memberTable, owner.user.name, ['Change role', 'Remove'])
    const roleCode = 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'
    expect(changeRole).toBe(sentenceOf(roleCode))
    await expectOrgKitError(harness.transport.updateMemberRole({ memberId: owner.member.id, role: 'member' }), roleCode)
    // The server's code says "the only owner"; for another's row the table says what it means for the admin.
    expect(remove).toBe('Only an Owner can remove an Owner.')
    await expectOrgKitError(
      harness.transport.removeMember({ memberIdOrEmail: owner.member.id }),
      'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    )
  })

  it('member table, as the only owner on their own row: change role and leave', async () => {
    const { harness } = ctx
    const { owner } = await setupOrganization(harness, { members: 1, label: 'mt owner' })
    const [changeRole, leave] = await rowReasons(memberTable, owner.user.name, ['Change role', 'Leave organization'])
    const roleCode = 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER'
    expect(changeRole).toBe(sentenceOf(roleCode))
    await expectOrgKitError(harness.transport.updateMemberRole({ memberId: owner.member.id, role: 'admin' }), roleCode)
    const leaveCode = 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'
    expect(leave).toBe(sentenceOf(leaveCode))
    await expectOrgKitError(harness.transport.leave({ organizationId: owner.member.organizationId }), leaveCode)
  })

  it('invite, as a member', async () => {
    const { harness } = ctx
    const { organization, members } = await setupOrganization(harness, { members: 1, label: 'invite member' })
    await actAs(harness, expectDefined(members[0], 'the member'), organization.id)
    const { unmount } = renderExplained(<InviteMemberDialog forbiddenActions="explain" />)
    const reason = reasonOf(await screen.findByRole('button', { name: 'Invite members' }, WAIT))
    unmount()
    const code = 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'
    expect(reason).toBe(sentenceOf(code))
    await expectOrgKitError(harness.transport.inviteMember({ email: uniqueEmail(), role: 'member' }), code)
  })

  it('invitations: an admin resending an owner’s invitation; an inviter cancelling one', async () => {
    const { harness } = ctx
    const { organization, owner, admins } = await setupOrganization(harness, { admins: 1, label: 'invitations' })
    const inviter = await harness.createUser('invitations inviter')
    await addMember(harness, { inviter: owner.user, organizationId: organization.id, user: inviter, role: 'inviter' })
    await actAs(harness, owner, organization.id)
    const email = uniqueEmail('future-owner')
    await harness.transport.inviteMember({ email, role: 'owner' })

    await actAs(harness, expectDefined(admins[0], 'the admin'), organization.id)
    const [resend] = await rowReasons(invitations, email, ['Renew link'])
    const resendCode = 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE'
    expect(resend).toBe(sentenceOf(resendCode))
    await expectOrgKitError(harness.transport.inviteMember({ email, role: 'owner', resend: true }), resendCode)

    await harness.signInAs(inviter)
    await harness.transport.setActive({ organizationId: organization.id })
    const [cancel] = await rowReasons(invitations, email, ['Cancel invitation'])
    const cancelCode = 'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION'
    expect(cancel).toBe(sentenceOf(cancelCode))
    const invitation = expectDefined(
      (await harness.transport.listInvitations({ query: { organizationId: organization.id } })).find(
        (i) => i.email === email,
      ),
      'the invitation',
    )
    await expectOrgKitError(harness.transport.cancelInvitation({ invitationId: invitation.id }), cancelCode)
  })

  it('settings: delete as an admin and as a member, leave as the only owner, edit as a member', async () => {
    const { harness } = ctx
    const { organization, owner, admins, members } = await setupOrganization(harness, {
      admins: 1,
      members: 1,
      label: 'settings',
    })
    const deleteCode = 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'
    for (const participant of [expectDefined(admins[0], 'the admin'), expectDefined(members[0], 'the member')]) {
      await actAs(harness, participant, organization.id)
      const { unmount } = renderExplained(<OrganizationSettings forbiddenActions="explain" />)
      const reason = reasonOf(await screen.findByRole('button', { name: 'Delete organization' }, WAIT))
      const profile = screen.getByRole('textbox', { name: 'Name' }).closest('fieldset')
      const editReason = expectDefined(profile, 'the profile fieldset').getAttribute('aria-describedby')
      const edit = document.getElementById(editReason ?? '')?.textContent
      unmount()
      expect(reason).toBe(sentenceOf(deleteCode))
      await expectOrgKitError(harness.transport.delete({ organizationId: organization.id }), deleteCode)
      if (participant === members[0]) {
        const updateCode = 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION'
        expect(edit).toBe(sentenceOf(updateCode))
        await expectOrgKitError(
          harness.transport.update({ organizationId: organization.id, data: { name: 'Renamed' } }),
          updateCode,
        )
      }
    }
    await actAs(harness, owner, organization.id)
    const { unmount } = renderExplained(<OrganizationSettings forbiddenActions="explain" />)
    const leave = reasonOf(await screen.findByRole('button', { name: 'Leave organization' }, WAIT))
    unmount()
    expect(leave).toBe('You are the only Owner. Make someone else Owner first, or delete the organization.')
    await expectOrgKitError(
      harness.transport.leave({ organizationId: organization.id }),
      'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    )
  })

  it('create, at the organization limit', async () => {
    const { harness } = ctx
    await setupOrganization(harness, { label: 'limit' })
    const config = { organization_limit: 1 }
    await harness.setPluginConfig(config)
    const { unmount } = renderExplained(<CreateOrganizationDialog />, config)
    const button = await screen.findByRole('button', { name: 'Create organization' }, WAIT)
    // Disabled without a reason while the memberships load; refused with one once they are counted.
    await waitFor(() => expect(button).toHaveAttribute('aria-describedby'), WAIT)
    const reason = reasonOf(button)
    unmount()
    expect(reason).toBe('You can be in at most 1 organization. Leave it to create another.')
    await expectOrgKitError(
      harness.transport.create({ name: 'One too many', slug: uniqueEmail('slug').split('@')[0] ?? 'x' }),
      'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
    )
  })
})

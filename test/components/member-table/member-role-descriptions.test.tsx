import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { renderWithKit } from '../../support/render-with-kit'
import { APP_ROLE_MESSAGES, APP_ROLES, customRolesTransport, emailOf } from '../custom-roles/custom-roles-kit'

// Issue 25: the role picker gives each role's one-line description as the radio's accessible description:
// the catalog's for the defaults, the app's `roleDescription.<role>` for its own, none (never a crash) without.

describe('the role picker describes each role', () => {
  it('defaults from the catalog, app roles from the app’s messages, none without one', async () => {
    const transport = await customRolesTransport(emailOf('Alice'))
    const { user } = renderWithKit(<MemberTable />, {
      transport,
      provider: { accessControl: APP_ROLES, messages: APP_ROLE_MESSAGES },
    })
    await screen.findByText('6 members')
    const carol = screen.getByRole('row', { name: /Carol/ })
    await user.click(within(carol).getByRole('button', { name: 'Actions for Carol' }))
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
    const dialog = screen.getByRole('dialog')
    const radio = (name: string) => within(dialog).getByRole('radio', { name })
    expect(radio('Admin')).toHaveAccessibleDescription(
      'Manages members, invitations and settings; cannot delete the organization.',
    )
    expect(radio('Member')).toHaveAccessibleDescription('Sees the organization and its members; manages nothing.')
    expect(radio('Accounts')).toHaveAccessibleDescription('Pays invoices and edits the profile.')
    expect(radio('Support')).not.toHaveAccessibleDescription()
    // Still shown beside each role, for everyone.
    expect(radio('Accounts').closest('label')).toHaveTextContent('AccountsPays invoices and edits the profile.')
  })
})

import type { OperationInput } from '../core/input-schemas'
import type { Transport } from '../core/transport'
import type { OrgWriteName } from './org-keys'
import type { WriteData } from './table-write'

/**
 * Reads the state back and finds the write's answer there when the server did carry it out; `undefined`
 * when it did not, and the failure stands.
 */
type CarriedOutFinder<N extends OrgWriteName> = (
  transport: Transport,
  input: OperationInput<N>,
) => Promise<WriteData<N> | undefined>

/**
 * The writes whose answer a read can find after it was lost, each with how. Asking again would be refused
 * by the very write that went through, so these read instead (docs/retries.md).
 */
const CARRIED_OUT_FINDERS: { [N in OrgWriteName]?: CarriedOutFinder<N> } = {
  // Slugs are unique: the user's organization with this slug is the one just created (asking again would
  // answer "slug taken").
  create: async (transport, input) => (await transport.list()).find((organization) => organization.slug === input.slug),
  // Accepting makes the organization active: the active membership is the new one, and its organization
  // lists the invitation as accepted (asking again would answer "invitation not found").
  acceptInvitation: async (transport, { invitationId }) => {
    const member = await transport.getActiveMember()
    const organization = await transport.getFullOrganization({ query: { organizationId: member.organizationId } })
    const invitation = organization?.invitations.find((i) => i.id === invitationId && i.status === 'accepted')
    return invitation ? { invitation, member } : undefined
  },
}

/**
 * After an ambiguous failure of the write `name` (`isAmbiguousWriteFailure`): its answer as the state read
 * back holds it, when the server carried it out; `undefined` when it did not, when the read fails, or for a
 * write no read can tell about. The write itself is never sent again. Loaded on such a failure only.
 */
export async function findCarriedOutWrite<N extends OrgWriteName>(
  transport: Transport,
  name: N,
  input: OperationInput<N>,
): Promise<WriteData<N> | undefined> {
  const find = CARRIED_OUT_FINDERS[name]
  return find?.(transport, input).catch(() => undefined)
}

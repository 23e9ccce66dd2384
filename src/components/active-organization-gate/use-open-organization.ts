import type { Organization } from '../../core/domain'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useSetActiveOrganization } from '../../hooks/use-set-active-organization'
import { activeOrganizationGateMessagesEn } from '../../messages/en/active-organization-gate'
import { useAnnounce } from '../announcer/use-announce'

/** How an organization was opened: chosen by the user (said when done), or without asking (said only if it fails). */
export type OpenOrganizationCause = 'chosen' | 'automatic'

/** What {@link useOpenOrganization} gives the gate. */
export interface OpenOrganization {
  /** Makes the organization active (the kit's switch transaction), one at a time. */
  open: (organization: Organization, cause: OpenOrganizationCause) => void
  /** Whether one is being opened. */
  isPending: boolean
  /** Whether the last attempt failed. */
  isError: boolean
}

/**
 * Opens an organization through `useSetActiveOrganization`, which also records it as the user's last active
 * one. A choice says what happened through the announcer; so does any failure.
 */
export function useOpenOrganization(): OpenOrganization {
  const { t, errorMessage } = useLocalizedMessages(activeOrganizationGateMessagesEn)
  const announce = useAnnounce()
  const setActive = useSetActiveOrganization()
  const open = (organization: Organization, cause: OpenOrganizationCause) => {
    if (setActive.isPending) return
    const name = organization.name
    setActive.mutate(
      { organizationId: organization.id },
      {
        onSuccess: () => {
          if (cause === 'chosen')
            announce({
              tone: 'success',
              message: t('activeOrganizationGate.openedAnnouncement', { organization: name }),
            })
        },
        onError: (error) => {
          const reason = errorMessage(error)
          const message = t('activeOrganizationGate.openFailedAnnouncement', { organization: name, reason })
          announce({ tone: 'error', message })
        },
      },
    )
  }
  return { open, isPending: setActive.isPending, isError: setActive.isError }
}

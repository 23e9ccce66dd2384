import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { Invitation } from '../../core/domain'
import { inviteMemberDialogMessagesEn } from '../../messages/en/invite-member-dialog'
import { Button } from '../ui/button'
import { Field, fieldAria } from '../ui/field'
import { RolePicker } from '../ui/role-picker'
import type { InvitationLinkOptions } from '../ui/invitation-link'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { InviteResultsList } from './invite-results-list'
import { needsFixing, roleErrorOf, sentInvitationsOf } from './invite-result'
import { createInviteMemberSchema, MAX_INVITE_BATCH } from './invite-member-schema'
import type { InviteMemberValues } from './invite-member-schema'
import { parseEmailList } from './parse-email-list'
import type { EmailList } from './parse-email-list'
import { SeatsWarning } from './seats-warning'
import { useSingleFlight } from '../ui/use-single-flight'
import { useInviteBatch } from './use-invite-batch'

/** Props of {@link InviteMemberForm}. */
export interface InviteMemberFormProps {
  /** The organization to invite to; the active one when absent. */
  organizationId: string | undefined
  /** The roles the viewer may invite with, in the order offered; never empty. */
  roles: readonly string[]
  /** Values the form starts with. */
  defaultValues: Partial<InviteMemberValues> | undefined
  /** Invitation e-mails are off: results say "created", never "sent", and offer each invitation's link. */
  invitationEmailsOff: boolean
  /** How the copied links are built. */
  links: InvitationLinkOptions
  /** Called after a batch with the invitations that were sent. */
  onInvited: ((invitations: Invitation[]) => void) | undefined
  /** Closes the dialog. */
  onClose: () => void
}

/**
 * The role the form starts with: the app's `defaultValues.role` when the viewer may invite with it, else
 * `member`, the least privileged default role, else the last one offered. There is always one, as the dialog
 * only opens the form with roles to offer.
 */
function initialRoleOf(roles: readonly string[], asked: string | undefined): string {
  if (asked !== undefined && roles.includes(asked)) return asked
  return roles.includes('member') ? 'member' : (roles.at(-1) ?? '')
}

/**
 * E-mails (one or many) and a role. Sends the batch a few at a time and lists a result per address, so one
 * refusal never loses the rest; the addresses that still need the user stay in the field. Warns when seats
 * run out.
 */
export function InviteMemberForm({
  organizationId,
  roles,
  defaultValues,
  invitationEmailsOff,
  links,
  onInvited,
  onClose,
}: InviteMemberFormProps) {
  const { t, errorMessage } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const roleText = useRoleText()
  const id = useId()
  const emailAddressesId = `${id}-email-addresses`
  const { register, handleSubmit, formState, setError, setValue, control } = useForm({
    resolver: zodResolver(createInviteMemberSchema({ roles, t })),
    defaultValues: { emails: '', ...defaultValues, role: initialRoleOf(roles, defaultValues?.role) },
  })
  const batch = useInviteBatch(organizationId)
  // One batch at a time (a double click on Send sends it once), one resend per address at a time.
  const flight = useSingleFlight()
  const typedAddresses = parseEmailList(useWatch({ control, name: 'emails', defaultValue: '' }))
  const role = useWatch({ control, name: 'role' })
  const emailAddressesError = formState.errors.emails?.message
  const roleError = formState.errors.role?.message

  const submit = handleSubmit((batchToSend) =>
    flight.run('send-batch', async () => {
      const results = await batch.sendBatch(batchToSend)
      const roleRefusal = roleErrorOf(results)
      if (roleRefusal) setError('role', { message: errorMessage(roleRefusal) })
      const addressesToFix = results.filter(needsFixing).map((result) => result.email)
      setValue('emails', addressesToFix.join('\n'))
      const invitations = sentInvitationsOf(results)
      if (invitations.length > 0) onInvited?.(invitations)
    }),
  )

  return (
    <form data-slot="orgkit-invite-member-form" onSubmit={(event) => void submit(event)}>
      <SeatsWarning organizationId={organizationId} inviteeCount={typedAddresses.valid.length} />
      <Field
        id={emailAddressesId}
        label={t('inviteMemberDialog.emailAddressesLabel')}
        description={t('inviteMemberDialog.emailAddressesHint', { count: MAX_INVITE_BATCH })}
        error={emailAddressesError}
      >
        <textarea
          data-slot="orgkit-textarea"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          {...register('emails')}
          {...fieldAria(emailAddressesId, { description: true, error: emailAddressesError })}
        />
      </Field>
      <AddressesFound addresses={typedAddresses} />
      <RolePicker
        legend={t('inviteMemberDialog.roleLabel')}
        choices={roles.map((name) => ({ role: name, label: roleText.label(name) }))}
        value={role}
        // Checked at once, which also clears the server's refusal of the role chosen before.
        onChange={(chosen) => setValue('role', chosen, { shouldValidate: true })}
        error={roleError}
      />
      {batch.results.length > 0 ? (
        <InviteResultsList
          titleId={`${id}-results-title`}
          results={batch.results}
          isSending={batch.isSending}
          invitationEmailsOff={invitationEmailsOff}
          links={links}
          onSendAgain={(result) => void flight.run(`send-again:${result.email}`, () => batch.sendAgain(result))}
        />
      ) : null}
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={onClose}>
          {batch.results.length > 0 ? t('inviteMemberDialog.closeButton') : t('inviteMemberDialog.cancelButton')}
        </Button>
        <Button type="submit" variant="primary" disabled={batch.isSending}>
          {batch.isSending ? t('inviteMemberDialog.sendingButton') : t('inviteMemberDialog.sendButton')}
        </Button>
      </div>
    </form>
  )
}

/** "4 valid, 1 not valid", once more than one address is typed. */
function AddressesFound({ addresses }: { addresses: EmailList }) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  if (addresses.valid.length + addresses.invalid.length < 2) return null
  return (
    <p data-slot="orgkit-invite-detected" aria-live="polite">
      {t('inviteMemberDialog.addressesFoundStatus', {
        validAddresses: t('inviteMemberDialog.validAddressesCount', { count: addresses.valid.length }),
        invalidAddresses: t('inviteMemberDialog.invalidAddressesCount', { count: addresses.invalid.length }),
      })}
    </p>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { isOrgKitError } from '../../core/org-kit-error'
import type { Role } from '../../core/roles'
import { useMembers } from '../../hooks/use-members'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { CopyLink } from '../ui/copy-link'
import { Field, fieldAria } from '../ui/field'
import { invitationUrlOf } from '../ui/invitation-link'
import type { InviteMemberDialogProps } from './invite-member-dialog'
import { createInviteMemberSchema, MAX_INVITE_BATCH, parseEmailList } from './invite-member-schema'
import { useInviteBatch } from './use-invite-batch'
import type { InviteResult } from './use-invite-batch'

/** Props of the invite form: the dialog's, the roles the viewer may invite with (in order), and how to close. */
export interface InviteMemberFormProps extends InviteMemberDialogProps {
  roles: readonly Role[]
  offerLinks: boolean
  onClose: () => void
}

const ROLE_CODES = ['YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE', 'ROLE_NOT_FOUND']
// What still needs the user: kept in the field, so nothing typed is lost.
const kept = (results: readonly InviteResult[]) => results.filter((r) => r.status === 'invalid' || r.status === 'failed')

/**
 * E-mails (one or many) and a role; sends the batch and lists a result per address (sent, already a
 * member, already invited with resend, invalid, failed with retry), warning when seats run out.
 */
export function InviteMemberForm({ organizationId, roles, offerLinks, onInvited, onClose, ...props }: InviteMemberFormProps) {
  const { t, errorMessage } = useMessages()
  const id = useId()
  const limit = useOrgKit().config.membership_limit
  // A one-row page: the member count (`total`) without loading the members.
  const count = useMembers({ organizationId, limit: 1 }).data?.total
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm({
    resolver: zodResolver(createInviteMemberSchema({ roles })),
    defaultValues: { emails: '', role: roles.includes('member') ? 'member' : (roles[0] ?? 'member'), ...props.defaultValues },
  })
  const batch = useInviteBatch(organizationId)
  const typed = parseEmailList(watch('emails') ?? '')
  const invitationUrl = invitationUrlOf(props)

  const submit = handleSubmit(async ({ emails, role }) => {
    const results = await batch.run(emails, role)
    for (const { error } of results) if (isOrgKitError(error) && ROLE_CODES.includes(error.code)) setError('role', { message: `error.${error.code}` })
    setValue('emails', kept(results).map((r) => r.email).join('\n'))
    const invitations = results.flatMap((r) => (r.invitation ? [r.invitation] : []))
    if (invitations.length > 0) onInvited?.(invitations)
  })

  const message = (text: string | undefined) => text && t(text as MessageKey, { max: MAX_INVITE_BATCH })
  const emailsError = message(formState.errors.emails?.message)
  const roleError = message(formState.errors.role?.message)
  const sent = batch.results.filter((r) => r.invitation).length
  const left = kept(batch.results).length
  const full = count === undefined ? '' : count >= limit ? t('invite.limitReached', { count, limit }) : count + typed.valid.length > limit && t('invite.limitNear', { seats: limit - count, limit })
  return (
    <form data-slot="orgkit-invite-member-form" noValidate onSubmit={(event) => void submit(event)}>
      {full ? <Alert tone="warning">{full}</Alert> : null}
      <Field id={`${id}e`} label={t('invite.emailsLabel')} description={t('invite.emailsHint', { max: MAX_INVITE_BATCH })} error={emailsError}>
        <textarea data-slot="orgkit-textarea" rows={3} autoComplete="off" spellCheck={false} {...register('emails')} {...fieldAria(`${id}e`, { description: true, error: emailsError })} />
      </Field>
      {typed.valid.length + typed.invalid.length > 1 ? (
        <p data-slot="orgkit-invite-detected" aria-live="polite">
          {t('invite.detected', { valid: typed.valid.length, invalid: typed.invalid.length })}
        </p>
      ) : null}
      <Field id={`${id}r`} label={t('invite.roleLabel')} error={roleError}>
        <select data-slot="orgkit-select" {...register('role')} {...fieldAria(`${id}r`, { error: roleError })}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      {batch.results.length > 0 ? (
        <section data-slot="orgkit-invite-results" aria-labelledby={`${id}h`}>
          <h3 id={`${id}h`}>{t('invite.resultsTitle')}</h3>
          <p role="status">{batch.running ? t('invite.status.sending') : t('invite.summary', { sent, other: batch.results.length - sent })}</p>
          <ul>
            {batch.results.map((result) => {
              const { email, status, invitation } = result
              const action = status === 'invited' ? 'resend' : status === 'failed' ? 'retry' : null
              return (
                <li key={email} data-slot="orgkit-invite-result" data-status={status}>
                  <span data-slot="orgkit-invite-result-email">{email}</span>
                  <span>
                    {t(`invite.status.${status}`)}
                    {status === 'failed' ? ` — ${errorMessage(result.error)}` : null}
                  </span>
                  <span data-slot="orgkit-invite-result-actions">
                    {action ? (
                      <Button variant="ghost" aria-label={t(`invite.${action}Label`, { email })} onClick={() => void batch.send(result, action === 'resend')}>
                        {t(`invite.${action}`)}
                      </Button>
                    ) : null}
                    {offerLinks && invitation ? <CopyLink value={invitationUrl(invitation.id)} email={email} /> : null}
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      {!batch.running && left > 0 ? <Alert tone="info">{t('invite.kept', { count: left })}</Alert> : null}
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={onClose}>{t(batch.results.length > 0 ? 'common.close' : 'common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={batch.running}>
          {batch.running ? t('invite.status.sending') : t(typed.valid.length > 1 ? 'invite.submit' : 'invite.submitOne')}
        </Button>
      </div>
    </form>
  )
}

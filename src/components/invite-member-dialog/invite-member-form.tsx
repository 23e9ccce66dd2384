import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { Invitation } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import type { Role } from '../../core/roles'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Field, fieldAria } from '../ui/field'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { InviteResults } from './invite-results'
import { createInviteMemberSchema, MAX_INVITE_BATCH, parseEmailList } from './invite-member-schema'
import type { InviteMemberValues } from './invite-member-schema'
import { MembershipLimitNotice } from './membership-limit-notice'
import { useInviteBatch } from './use-invite-batch'

/** Props of the invite form inside the dialog. */
export interface InviteMemberFormProps {
  organizationId: string | undefined
  /** Roles the viewer may invite with, in order. */
  roles: readonly Role[]
  defaultValues?: Partial<InviteMemberValues> | undefined
  offerLinks: boolean
  invitationUrl: AcceptInvitationUrl
  onInvited?: ((invitations: Invitation[]) => void) | undefined
  onClose: () => void
}

const ROLE_CODES: ReadonlySet<string> = new Set(['YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE', 'ROLE_NOT_FOUND'])

/** E-mails (one or many) and a role; sends the batch and lists a result per address. */
export function InviteMemberForm(props: InviteMemberFormProps) {
  const { organizationId, roles, offerLinks, invitationUrl, onInvited, onClose } = props
  const { t } = useMessages()
  const id = useId()
  const schema = useMemo(() => createInviteMemberSchema({ roles }), [roles])
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { emails: '', role: roles.includes('member') ? 'member' : (roles[0] ?? 'member'), ...props.defaultValues },
  })
  const { register, handleSubmit, formState, setError, setValue, watch } = form
  const batch = useInviteBatch(organizationId)
  const typed = parseEmailList(watch('emails') ?? '')

  const submit = handleSubmit(async ({ emails, role }) => {
    const results = await batch.run(emails.valid, emails.invalid, role as Role)
    const roleRefusal = results.find((r) => r.status === 'failed' && isOrgKitError(r.error) && ROLE_CODES.has(r.error.code))
    if (roleRefusal && isOrgKitError(roleRefusal.error)) setError('role', { message: `error.${roleRefusal.error.code}` })
    // Keep what was not invited in the field, so nothing typed is lost; drop what needs nothing more.
    const left = results.filter((r) => r.status === 'invalid' || r.status === 'failed').map((r) => r.email)
    setValue('emails', left.join('\n'))
    const invitations = results.flatMap((r) => (r.invitation ? [r.invitation] : []))
    if (invitations.length > 0) onInvited?.(invitations)
  })

  const message = (text: string | undefined) => (text ? t(text as MessageKey, { max: MAX_INVITE_BATCH }) : undefined)
  const emailsError = message(formState.errors.emails?.message)
  const roleError = message(formState.errors.role?.message)
  const left = batch.results.filter((r) => r.status === 'invalid' || r.status === 'failed').length
  return (
    <form data-slot="orgkit-invite-member-form" noValidate onSubmit={(event) => void submit(event)}>
      <MembershipLimitNotice organizationId={organizationId} inviting={typed.valid.length} />
      <Field id={`${id}-emails`} label={t('invite.emailsLabel')} description={t('invite.emailsHint', { max: MAX_INVITE_BATCH })} error={emailsError}>
        <textarea
          data-slot="orgkit-textarea"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          {...register('emails')}
          {...fieldAria(`${id}-emails`, { description: true, error: emailsError })}
        />
      </Field>
      {typed.valid.length + typed.invalid.length > 1 ? (
        <p data-slot="orgkit-invite-detected" aria-live="polite">
          {t('invite.detected', { valid: typed.valid.length, invalid: typed.invalid.length })}
        </p>
      ) : null}
      <Field id={`${id}-role`} label={t('invite.roleLabel')} error={roleError}>
        <select data-slot="orgkit-select" {...register('role')} {...fieldAria(`${id}-role`, { error: roleError })}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      <InviteResults results={batch.results} offerLinks={offerLinks} invitationUrl={invitationUrl} onResend={batch.resend} onRetry={batch.retry} />
      {!batch.running && left > 0 ? <Alert tone="info">{t('invite.kept', { count: left })}</Alert> : null}
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={onClose}>{batch.results.length > 0 ? t('invite.done') : t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={batch.running}>
          {batch.running ? t('invite.sending') : typed.valid.length > 1 ? t('invite.submit') : t('invite.submitOne')}
        </Button>
      </div>
    </form>
  )
}

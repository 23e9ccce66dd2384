import { errorCodeMessageKey } from '../../messages/message-formatter'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { Invitation } from '../../core/domain'
import { isOrgKitError, OrgKitError } from '../../core/org-kit-error'
import { useInviteMember } from '../../hooks/use-invite-member'
import { useMembers } from '../../hooks/use-members'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { CopyLink } from '../ui/copy-link'
import { Field, fieldAria } from '../ui/field'
import { useRoleText } from '../ui/role-text'
import type { InviteMemberDialogProps } from './invite-member-dialog'
import { createInviteMemberSchema, MAX_INVITE_BATCH, parseEmailList } from './invite-member-schema'

/** What happened to one address of a batch. */
type InviteResultStatus = 'sending' | 'sent' | 'resent' | 'member' | 'invited' | 'invalid' | 'failed'

/** One address of a batch and its outcome: `invitation` once sent, `error` (its sentence shown) when not. */
interface InviteResult {
  email: string
  role: string
  status: InviteResultStatus
  invitation?: Invitation
  error?: unknown
}

const STATUS_OF: Record<string, InviteResultStatus> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'member',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'invited',
  INVALID_EMAIL: 'invalid',
}

/** Props of the invite form: the dialog's, the roles the viewer may invite with (in order), and how to close. */
export interface InviteMemberFormProps extends InviteMemberDialogProps {
  roles: readonly string[]
  offerLinks: boolean
  onClose: () => void
}

const ROLE_CODES = ['YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE', 'ROLE_NOT_FOUND']
// What still needs the user: kept in the field, so nothing typed is lost.
const kept = (results: readonly InviteResult[]) =>
  results.filter((r) => r.status === 'invalid' || r.status === 'failed')

/**
 * E-mails (one or many) and a role; sends the batch three at a time (quick, yet under rate limits) and
 * lists a result per address (sent, already a member, already invited with resend, invalid, failed with
 * retry), so one refusal never loses the rest; warns when seats run out.
 */
export function InviteMemberForm({
  organizationId,
  roles,
  offerLinks,
  onInvited,
  onClose,
  ...props
}: InviteMemberFormProps) {
  const { t, errorMessage } = useMessages()
  const roleText = useRoleText()
  const id = useId()
  const limit = useOrgKit().config.membership_limit
  // A one-row page: the member count (`total`) without loading the members.
  const count = useMembers({ organizationId, limit: 1 }).data?.total
  const { register, handleSubmit, formState, setError, setValue, control } = useForm({
    resolver: zodResolver(createInviteMemberSchema({ roles })),
    // `member`, the least privileged default role, else the last one offered; there is one, as the dialog
    // only opens the form with roles to offer ('' would be refused by the schema).
    defaultValues: {
      emails: '',
      role: roles.includes('member') ? 'member' : (roles.at(-1) ?? ''),
      ...props.defaultValues,
    },
  })
  const invite = useInviteMember()
  const [results, setResults] = useState<InviteResult[]>([])
  const running = results.some((r) => r.status === 'sending')
  const typed = parseEmailList(useWatch({ control, name: 'emails', defaultValue: '' }))
  const roleDescription = roleText.description(useWatch({ control, name: 'role' }))

  // Sends one address (resends it when already invited) and shows its result; resolves with that result.
  const send = async ({ email, role, status }: InviteResult): Promise<InviteResult> => {
    const resend = status === 'invited'
    const set = (result: InviteResult) => {
      setResults((all) => all.map((r) => (r.email === email ? result : r)))
      return result
    }
    set({ email, role, status: 'sending' })
    try {
      return set({
        email,
        role,
        status: resend ? 'resent' : 'sent',
        invitation: await invite.mutateAsync({ email, role, organizationId, resend }),
      })
    } catch (error) {
      return set({ email, role, status: STATUS_OF[isOrgKitError(error) ? error.code : ''] ?? 'failed', error })
    }
  }

  const submit = handleSubmit(async ({ emails: { valid, invalid }, role }) => {
    const sending = valid.map((email): InviteResult => ({ email, role, status: 'sending' }))
    const invalidResults = invalid.map((email): InviteResult => ({
      email,
      role,
      status: 'invalid',
      error: new OrgKitError('INVALID_EMAIL'),
    }))
    setResults([...sending, ...invalidResults])
    // The valid addresses in one queue: each of the three workers takes the next one when done with its own;
    // the outcomes keep the order the addresses were typed in.
    const queue = sending.entries()
    const outcomes: InviteResult[] = []
    const worker = async () => {
      for (const [index, result] of queue) outcomes[index] = await send(result)
    }
    await Promise.all([worker(), worker(), worker()])
    const all = [...outcomes, ...invalidResults]
    for (const { error } of all)
      if (isOrgKitError(error) && ROLE_CODES.includes(error.code))
        setError('role', { message: errorCodeMessageKey(error.code) })
    setValue(
      'emails',
      kept(all)
        .map((r) => r.email)
        .join('\n'),
    )
    const invitations = all.flatMap((r) => (r.invitation ? [r.invitation] : []))
    if (invitations.length > 0) onInvited?.(invitations)
  })

  const message = (text: string | undefined) => text && t(text as MessageKey, { max: MAX_INVITE_BATCH })
  const emailsError = message(formState.errors.emails?.message)
  const roleError = message(formState.errors.role?.message)
  const sent = results.filter((r) => r.invitation).length
  const full =
    count === undefined
      ? ''
      : count >= limit
        ? t('invite.full', { count, limit })
        : count + typed.valid.length > limit && t('invite.near', { seats: limit - count, limit })
  return (
    <form data-slot="orgkit-invite-member-form" onSubmit={(event) => void submit(event)}>
      {full ? <Alert tone="warning">{full}</Alert> : null}
      <Field
        id={`${id}e`}
        label={t('invite.emails')}
        description={t('invite.hint', { max: MAX_INVITE_BATCH })}
        error={emailsError}
      >
        <textarea
          data-slot="orgkit-textarea"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          {...register('emails')}
          {...fieldAria(`${id}e`, { description: true, error: emailsError })}
        />
      </Field>
      {typed.valid.length + typed.invalid.length > 1 ? (
        <p data-slot="orgkit-invite-detected" aria-live="polite">
          {t('invite.found', { valid: typed.valid.length, invalid: typed.invalid.length })}
        </p>
      ) : null}
      <Field id={`${id}r`} label={t('invite.role')} description={roleDescription} error={roleError}>
        <select
          data-slot="orgkit-select"
          {...register('role')}
          {...fieldAria(`${id}r`, { description: roleDescription, error: roleError })}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleText.label(role)}
            </option>
          ))}
        </select>
      </Field>
      {results.length > 0 ? (
        <section data-slot="orgkit-invite-results" aria-labelledby={`${id}h`}>
          <h3 id={`${id}h`}>{t('invite.results')}</h3>
          <p role="status">
            {running ? t('invite.sending') : t('invite.summary', { sent, other: results.length - sent })}
            {!running && kept(results).length ? ` ${t('invite.kept')}` : null}
          </p>
          <ul>
            {results.map((result) => {
              const { email, status, invitation, error } = result
              const action = status === 'invited' ? 'invite.resend' : status === 'failed' ? 'common.retry' : ''
              return (
                <li key={email} data-slot="orgkit-invite-result" data-status={status}>
                  <span data-slot="orgkit-invite-result-email">{email}</span>
                  <span>{error ? errorMessage(error) : t(`invite.${status as 'sent'}`)}</span>
                  <span data-slot="orgkit-invite-result-actions">
                    {action ? (
                      <Button
                        variant="ghost"
                        aria-label={t('invite.pair', { label: t(action), value: email })}
                        onClick={() => void send(result)}
                      >
                        {t(action)}
                      </Button>
                    ) : null}
                    {offerLinks && invitation ? <CopyLink id={invitation.id} email={email} links={props} /> : null}
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={onClose}>{t(results.length > 0 ? 'common.close' : 'common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={running}>
          {t(running ? 'invite.sending' : 'invite.send')}
        </Button>
      </div>
    </form>
  )
}

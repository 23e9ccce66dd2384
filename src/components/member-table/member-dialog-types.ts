import type { Member } from '../../core/domain'
import type { MemberWrites } from './use-member-writes'
import type { MemberRowRules } from './use-member-row-rules'

/** Which dialog a row's actions menu opened, and for whom. */
export type MemberDialogRequest =
  | { kind: 'changeRole'; member: Member }
  | { kind: 'remove'; member: Member }
  | { kind: 'leave'; member: Member }
  /** Ownership transfer: to the member chosen in the menu ("Make owner"), or chosen in the dialog. */
  | { kind: 'transfer'; candidate: Member | undefined }

/** What every member dialog needs besides its request. */
export interface MemberDialogContext {
  rules: MemberRowRules
  writes: MemberWrites
  /** The organization the table shows (else the active one); the dialogs read its name for their sentences. */
  organizationId: string | undefined
  viewerUserId: string | undefined
  /** The viewer's own membership, when known (a transfer steps it down). */
  viewerMember: Member | undefined
  /** The members on the page shown: whom a transfer may choose from. */
  pageMembers: readonly Member[]
  /** Closes the dialog (after Cancel, or once its request worked). */
  onClose: () => void
  /** Where the focus goes when the dialog has closed and its row is gone. */
  focusAfterClose: () => void
}

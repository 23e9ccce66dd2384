import type { MemberDialogContext, MemberDialogRequest } from './member-dialog-types'
import { MemberRemovalDialog } from './member-removal-dialog'
import { MemberRoleDialog } from './member-role-dialog'
import { MemberTransferDialog } from './member-transfer-dialog'

/** Props of {@link MemberTableDialog}. */
export interface MemberTableDialogProps {
  dialog: MemberDialogRequest
  context: MemberDialogContext
}

/** The dialog a row's actions menu opened: role change, removal, leaving or ownership transfer. */
export function MemberTableDialog({ dialog, context }: MemberTableDialogProps) {
  switch (dialog.kind) {
    case 'changeRole':
      return <MemberRoleDialog member={dialog.member} context={context} />
    case 'remove':
    case 'leave':
      return <MemberRemovalDialog kind={dialog.kind} member={dialog.member} context={context} />
    case 'transfer':
      return <MemberTransferDialog candidate={dialog.candidate} context={context} />
  }
}

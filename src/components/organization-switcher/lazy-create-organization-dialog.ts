import { useCallback, useState } from 'react'
import type { CreateOrganizationDialog } from '../create-organization-dialog/create-organization-dialog'

// The "Create organization" dialog brings a form, its schema, react-hook-form and zod: several times the
// switcher's own size. It is loaded on first use (starting when the list opens), so showing the switcher
// costs none of it; a failed load gives `undefined` and is tried again on the next click (a fresh import()).
const loadCreateOrganizationDialog = () =>
  import('../create-organization-dialog/create-organization-dialog').then(
    (module) => module.CreateOrganizationDialog,
    () => undefined,
  )

/** What {@link useLazyCreateOrganizationDialog} gives. */
export interface LazyCreateOrganizationDialog {
  /** The dialog component once loaded and asked for; `undefined` until then. */
  Dialog: typeof CreateOrganizationDialog | undefined
  /** Whether the dialog is open. */
  open: boolean
  setOpen: (open: boolean) => void
  /** Starts loading the dialog's code, so it is there on click. */
  preload: () => void
  /** Opens the dialog, once its code is loaded. */
  show: () => void
}

/** The switcher's "Create organization" dialog, loaded on demand. */
export function useLazyCreateOrganizationDialog(): LazyCreateOrganizationDialog {
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<typeof CreateOrganizationDialog>()
  const preload = useCallback(() => void loadCreateOrganizationDialog(), [])
  const show = () => {
    setOpen(true)
    void loadCreateOrganizationDialog().then((loaded) => setDialog(() => loaded))
  }
  return { Dialog, open, setOpen, preload, show }
}

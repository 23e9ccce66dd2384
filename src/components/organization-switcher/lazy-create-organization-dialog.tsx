import { useEffect, useState } from 'react'
import type { CreateOrganizationDialog, CreateOrganizationDialogProps } from '../create-organization-dialog/create-organization-dialog'

// The switcher's "Create organization" dialog brings a form, its schema, react-hook-form and zod: several
// times the switcher's own size. It is loaded on first use (the switcher starts loading it when its list
// opens), so showing the switcher costs none of it.

type DialogComponent = typeof CreateOrganizationDialog

let loaded: DialogComponent | undefined
let loading: Promise<DialogComponent> | undefined

/** Starts loading the create dialog's code, once; a failed load is tried again on the next call. */
export function preloadCreateOrganizationDialog(): Promise<DialogComponent> {
  loading ??= import('../create-organization-dialog/create-organization-dialog').then(
    (module) => (loaded = module.CreateOrganizationDialog),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * `<CreateOrganizationDialog>` with its code loaded on demand: renders nothing until the code is there,
 * which it asks for as soon as `open` is first true.
 */
export function LazyCreateOrganizationDialog(props: CreateOrganizationDialogProps) {
  const [Dialog, setDialog] = useState<DialogComponent | undefined>(() => loaded)
  const wanted = props.open === true
  useEffect(() => {
    if (Dialog || !wanted) return
    let live = true
    preloadCreateOrganizationDialog().then(
      (component) => live && setDialog(() => component),
      () => undefined, // nothing to show; the next open tries again
    )
    return () => {
      live = false
    }
  }, [Dialog, wanted])
  return Dialog ? <Dialog {...props} /> : null
}

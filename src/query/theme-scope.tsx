import type { ReactNode } from 'react'

/**
 * The `theme` prop of `<OrgKitProvider>` and `<ManagementProvider>`: `'light'` or `'dark'` wrap the
 * children in one element that forces that theme (`data-orgkit-theme`, which sets `color-scheme`); the
 * stylesheet gives it `display: contents`, so it adds no box and the app's layout is unchanged. Dialogs
 * are native `<dialog>` elements inside that tree, so they follow it too. `'system'` (or nothing) adds
 * no element: the kit follows the app's `.dark` / `.light` class or the system's preference.
 */
export function ThemeScope({
  theme,
  children,
}: {
  theme: 'light' | 'dark' | 'system' | undefined
  children: ReactNode
}) {
  if (theme !== 'light' && theme !== 'dark') return children
  return (
    <div data-orgkit-theme={theme} data-orgkit-theme-scope="">
      {children}
    </div>
  )
}

import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { OrgKitProvider } from '../../../src/query/org-kit-provider'
import type { MemoryTransport } from '../../../src/testing'
import { APP_ROLE_MESSAGES, APP_ROLES, customRolesTransport } from './custom-roles-kit'

/**
 * The app of {@link customRolesTransport} around `children`: its memory transport (the server's roles), signed
 * in as `email` with Acme active, inside `<OrgKitProvider accessControl messages>` with the app's roles and
 * words. For stories: it nests inside the preview's kit, whose QueryClient it shares. Nothing renders until
 * the transport is prepared.
 */
export function CustomRolesKit({ email, children }: { email: string; children: ReactNode }) {
  const [transport, setTransport] = useState<MemoryTransport | null>(null)
  useEffect(() => {
    let live = true
    void customRolesTransport(email).then((prepared) => {
      if (live) setTransport(prepared)
    })
    return () => {
      live = false
    }
  }, [email])
  if (!transport) return null
  return (
    <OrgKitProvider transport={transport} accessControl={APP_ROLES} messages={APP_ROLE_MESSAGES}>
      {children}
    </OrgKitProvider>
  )
}

'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { OrgKitProvider } from 'orgkit'

/**
 * The app's own QueryClient, and the kit on the fetch transport through Neon's handler at /api/auth. The
 * kit's links and redirects (after accepting, after leaving) go through Next's router: client-side, no
 * page load.
 */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [queryClient] = useState(() => new QueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <OrgKitProvider
        baseURL="/api/auth"
        navigate={(url) => {
          router.push(url)
        }}
      >
        {children}
      </OrgKitProvider>
    </QueryClientProvider>
  )
}

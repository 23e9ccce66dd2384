import { useContext, useMemo } from 'react'
import type { ReactNode } from 'react'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { MessagesScopeContext } from '../../messages/messages-scope-context'

/** Props of {@link MessagesScope}. */
export interface MessagesScopeProps {
  /** The English strings of the areas rendered below (a stable, module-level object). */
  messages: AreaMessages
  children: ReactNode
}

/**
 * Gives the components below the English defaults of their message areas; scopes nest (inner ones add
 * to outer ones). Every public component wraps itself in one with exactly the areas it shows, so an app
 * bundles the strings of the components it uses, not the whole catalog. Overrides on `<OrgKitProvider>`
 * still win over these defaults.
 */
export function MessagesScope({ messages, children }: MessagesScopeProps) {
  const outer = useContext(MessagesScopeContext)
  const value = useMemo(() => (outer ? { ...outer, ...messages } : messages), [outer, messages])
  return <MessagesScopeContext.Provider value={value}>{children}</MessagesScopeContext.Provider>
}

import { createContext } from 'react'
import type { MessageKey } from './catalog'

/** English strings of some message areas (`en/<area>.ts`), by key. */
export type AreaMessages = Partial<Record<MessageKey, string>>

/**
 * The English defaults of the areas a public component renders, set by `<MessagesScope>` around it.
 * Each component thus bundles only its own areas' strings instead of the whole catalog.
 */
export const MessagesScopeContext = createContext<AreaMessages | null>(null)

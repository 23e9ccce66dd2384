import { createContext } from 'react'
import type { Announce } from './announcement'

/** Where the kit's components send what happened; `null` outside a provider of the kit. */
export const AnnouncerContext = createContext<Announce | null>(null)

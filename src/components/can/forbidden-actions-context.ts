import { createContext, useContext } from 'react'

/**
 * What the kit's components do with an action the viewer's role forbids: `hide` leaves it out (nothing
 * forbidden is offered), `explain` shows it disabled (`aria-disabled`, still focusable) with the reason as its
 * accessible description and as a visible hint.
 */
export type ForbiddenActions = 'hide' | 'explain'

/**
 * The setting of the nearest `<ForbiddenActionsProvider>` or component prop. Not a provider the kit needs:
 * without one, forbidden actions are hidden, as they always were.
 */
export const ForbiddenActionsContext = createContext<ForbiddenActions>('hide')

/** Whether the component should hide or explain a forbidden action here: its own prop, else the context's. */
export function useForbiddenActions(prop?: ForbiddenActions): ForbiddenActions {
  const inherited = useContext(ForbiddenActionsContext)
  return prop ?? inherited
}

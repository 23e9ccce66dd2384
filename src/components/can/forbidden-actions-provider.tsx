import type { ReactNode } from 'react'
import type { ForbiddenActions } from './forbidden-actions-context'
import { ForbiddenActionsContext, useForbiddenActions } from './forbidden-actions-context'

/** Props of {@link ForbiddenActionsProvider}. */
export interface ForbiddenActionsProviderProps {
  /**
   * `explain` shows forbidden actions disabled, with the reason; `hide` leaves them out. `undefined` keeps
   * the setting from above (so a component's `forbiddenActions` prop can pass straight through).
   */
  mode: ForbiddenActions | undefined
  children?: ReactNode
}

/**
 * Chooses, for the kit's components below it, between hiding the actions the viewer's role forbids (the
 * default) and explaining them: shown disabled (`aria-disabled`, still reachable by keyboard and screen
 * reader), the reason (the sentence of the error code the server would answer) as the control's accessible
 * description and as a hint beside it. Each component's `forbiddenActions` prop overrides it.
 *
 * @example
 * <OrgKitProvider baseURL="/api/auth">
 *   <ForbiddenActionsProvider mode="explain">
 *     <MemberTable />
 *   </ForbiddenActionsProvider>
 * </OrgKitProvider>
 */
export function ForbiddenActionsProvider({ mode, children }: ForbiddenActionsProviderProps) {
  const value = useForbiddenActions(mode)
  return <ForbiddenActionsContext.Provider value={value}>{children}</ForbiddenActionsContext.Provider>
}

import type { ReactNode } from 'react'
import type { Permissions } from '../../core/permission-statements'
import { usePermission } from '../../hooks/use-permission'

/** Props of {@link Can}. */
export interface CanProps {
  /**
   * Resource to actions, all required, e.g. `{ invitation: ['create'] }`, or an app's own `{ invoice: ['pay'] }`
   * (answered with the provider's `accessControl`).
   */
  permissions: Permissions
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
  /**
   * Rendered when the permission is refused (not while it is loading).
   * @default null
   */
  fallback?: ReactNode
  /** Rendered only when allowed. */
  children?: ReactNode
}

/**
 * Renders its children only when the signed-in user's role allows the permissions, answered without a
 * call. While the role loads it renders nothing: never a flash of a forbidden action, nor of the refusal.
 *
 * @example
 * <Can permissions={{ invitation: ['create'] }} fallback={<p>Ask an admin to invite people.</p>}>
 *   <InviteButton />
 * </Can>
 */
export function Can({ permissions, organizationId, fallback = null, children }: CanProps) {
  const { allowed, isLoading } = usePermission(permissions, { organizationId })
  if (isLoading) return null
  return allowed ? children : fallback
}

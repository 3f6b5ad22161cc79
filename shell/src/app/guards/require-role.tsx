import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { decodeToken, paths, useAuthStore, type Role } from '@sitefleet/shared'

export interface RequireRoleProps {
  allow: readonly Role[];
  children: ReactNode;
}

/**
 * Route guard: no token, an undecodable or expired one, or a role not in `allow`
 * sends the visitor to /login. It follows the auth store, so a 401 anywhere (the API client logs
 * out) redirects at once; a user-initiated logout keeps the page up for its grace period so the
 * "User Logged Out" toast shows before the delayed redirect.
 */
export function RequireRole ({ allow, children }: RequireRoleProps) {
  const token = useAuthStore((s) => s.token)
  const graceUntil = useAuthStore((s) => s.graceUntil)
  const session = decodeToken(token)
  if (session && allow.includes(session.role)) return <>{children}</>
  if (!token && Date.now() < graceUntil) return <>{children}</>
  return <Navigate to={paths.login} replace />
}

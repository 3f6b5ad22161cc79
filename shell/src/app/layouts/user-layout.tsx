import type { ReactNode } from 'react'
import { DashboardLayout } from './dashboard-layout'

/** User layout: user sidebar; the dating category asks for its access password. */
export function UserLayout ({ children }: { children?: ReactNode }) {
  return <DashboardLayout layout='user'>{children}</DashboardLayout>
}

import type { ReactNode } from 'react'
import { DashboardLayout } from './dashboard-layout'

/** Admin layout: admin sidebar; switching category needs no password. */
export function AdminLayout ({ children }: { children?: ReactNode }) {
  return <DashboardLayout layout='admin'>{children}</DashboardLayout>
}

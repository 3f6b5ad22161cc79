import type { RemotePageProps } from '@sitefleet/shared'
import { OverviewCards } from '../features/overview/components/overview-cards'
import '../styles/admin.css'

/** Overview cards, rendered by the shell above the products grid of /admin/products/{type}. */
export default function AdminOverview (_props: RemotePageProps) {
  return <OverviewCards />
}

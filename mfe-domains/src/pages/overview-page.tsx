import type { RemotePageProps } from '@sitefleet/shared'
import { OverviewView } from '../features/overview/components/overview-view'
import '../styles/domains.css'

/** /overview/{type} and /admin/overview/{type}: the portfolio overview, first in the sidebar. */
export default function OverviewPage ({ layout }: RemotePageProps) {
  return <OverviewView layout={layout} />
}

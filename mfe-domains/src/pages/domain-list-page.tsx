import type { RemotePageProps } from '@sitefleet/shared'
import { DomainListView } from '../features/domains/components/domain-list-view'
import '../styles/domains.css'

/** /domains/ (user, optionally ?category=) and /admin/domains/{type}. */
export default function DomainListPage ({ layout }: RemotePageProps) {
  return <DomainListView layout={layout} />
}

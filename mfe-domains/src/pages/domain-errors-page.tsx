import type { RemotePageProps } from '@sitefleet/shared'
import { DomainErrorsView } from '../features/domain-errors/components/domain-errors-view'
import '../styles/domains.css'

/** /domain-errors/{type} and /admin/domain-errors/{type}: the same screen in both layouts. */
export default function DomainErrorsPage (_props: RemotePageProps) {
  return <DomainErrorsView />
}

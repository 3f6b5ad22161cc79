import type { RemotePageProps } from '@sitefleet/shared'
import { DomainExpireView } from '../features/domain-expire/components/domain-expire-view'
import '../styles/domains.css'

/** /domain-expire/{type} and /admin/domain-expire/{type}: the same screen in both layouts. */
export default function DomainExpirePage (_props: RemotePageProps) {
  return <DomainExpireView />
}

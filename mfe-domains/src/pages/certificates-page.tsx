import type { RemotePageProps } from '@sitefleet/shared'
import { CertificatesView } from '../features/certificates/components/certificates-view'
import '../styles/domains.css'

/** /ssl-expire/{type} and /admin/ssl-expire/{type}: the same screen in both layouts. */
export default function CertificatesPage (_props: RemotePageProps) {
  return <CertificatesView />
}

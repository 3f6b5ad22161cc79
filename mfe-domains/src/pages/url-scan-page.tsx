import type { RemotePageProps } from '@sitefleet/shared'
import { UrlScanView } from '../features/url-scan/components/url-scan-view'
import '../styles/domains.css'

/** /urlscan/{type} and /admin/urlscan/{type}. */
export default function UrlScanPage (_props: RemotePageProps) {
  return <UrlScanView />
}

import type { RemotePageProps } from '@sitefleet/shared'
import { BingCheckerView } from '../features/bing-index/components/bing-checker-view'
import '../styles/indexing.css'

/** /not-index/{type} (user layout) and /admin/not-index/{type} (admin layout). */
export default function NotIndexedPage ({ layout }: RemotePageProps) {
  return <BingCheckerView layout={layout} />
}

import type { RemotePageProps } from '@sitefleet/shared'
import { ImportView } from '../features/import/components/import-view'
import '../styles/domains.css'

/** /import/{type} and /admin/import/{type}: the same screen in both layouts. */
export default function ImportPage (_props: RemotePageProps) {
  return <ImportView />
}

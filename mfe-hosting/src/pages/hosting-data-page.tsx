import type { RemotePageProps } from '@sitefleet/shared'
import { HostingDataView } from '../features/hosting-records/components/hosting-data-view'
import '../styles/hosting.css'

/** /hosting-data and /admin/hosting-data: links follow the layout's prefix. */
export default function HostingDataPage ({ layout }: RemotePageProps) {
  return <HostingDataView layout={layout} />
}

import type { RemotePageProps } from '@sitefleet/shared'
import { BackupNote } from '../features/overview/components/backup-note'
import { ChecksRoundNote } from '../features/overview/components/checks-round-note'
import { OverviewCards } from '../features/overview/components/overview-cards'
import '../styles/admin.css'

/** Overview cards, whether the status round keeps up and how old the last backup is, rendered by the shell above the products grid of /admin/products/{type}. */
export default function AdminOverview (_props: RemotePageProps) {
  return (
    <>
      <OverviewCards />
      <ChecksRoundNote />
      <BackupNote />
    </>
  )
}

import type { BulkJobStatus } from '@sitefleet/shared'

/** A large bulk action's progress: domains handled of the selection, while the server works. */
export function BulkProgress ({ progress }: { progress: BulkJobStatus }) {
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100)
  return (
    <div className='dm-bulk__progress'>
      <progress aria-label='Bulk action progress' max={100} value={percent} />
      <span>{percent}%</span>
      <span className='dm-muted'>{progress.message}</span>
    </div>
  )
}

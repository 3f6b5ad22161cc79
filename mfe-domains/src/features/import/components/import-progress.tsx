import { formatDateTime } from '@sitefleet/shared'
import type { ImportProgress } from '../types'

/** Written rows of the total as a progress bar, then the new domains' first checks. */
export function ImportProgressBar ({ progress }: { progress: ImportProgress }) {
  const done = progress.written + progress.failed
  const percent = progress.total === 0 ? (progress.state === 'done' ? 100 : 0) : Math.round((done / progress.total) * 100)
  return (
    <div className='dm-import__progress'>
      <progress aria-label='Import progress' max={100} value={percent} />
      <span>{percent}%</span>
      <span className='dm-muted'>
        {progress.state === 'done' ? 'Done' : 'Importing'}: {progress.written} written, {progress.failed} failed, {progress.scanned} checked
      </span>
      {progress.firstRound != null && (
        <p className='dm-muted'>
          First round of checks: every new site's status by {formatDateTime(progress.firstRound.statusBy)}.
          Scans, DNS, affiliate, registry and Bing checks are spread out, all done by {formatDateTime(progress.firstRound.allBy)}.
        </p>
      )}
      {progress.errors.length > 0 && (
        <ul className='dm-import__errors'>
          {progress.errors.map((e) => <li key={`${e.line}-${e.domain}`}>Line {e.line} ({e.domain}): {e.reason}</li>)}
        </ul>
      )}
    </div>
  )
}

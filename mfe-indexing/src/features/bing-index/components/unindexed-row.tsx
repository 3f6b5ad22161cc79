import { Button, type UnindexedDomain } from '@sitefleet/shared'
import { useCopyConfirm } from '../hooks/use-copy-confirm'
import { bingSearchUrl } from '../lib/bing-search-url'
import { formatCheckTime } from '../lib/format-check-time'

export interface UnindexedRowProps {
  entry: UnindexedDomain;
  /** Admin rows say whose domain it is (admins see everyone's). */
  showOwner: boolean;
}

/** One not-indexed domain: Bing `site:` link (new tab), last check or "Never", likely cause, Copy. */
export function UnindexedRow ({ entry, showOwner }: UnindexedRowProps) {
  const { copied, copy } = useCopyConfirm()
  return (
    <li className='ix-row' aria-label={entry.domain}>
      <div className='ix-row__main'>
        <a className='ix-row__link' href={bingSearchUrl(entry.domain)} target='_blank' rel='noopener noreferrer'>
          {entry.domain}
        </a>
        {showOwner && entry.owner?.name && <span className='ix-muted ix-row__owner'>{entry.owner.name}</span>}
        <span className='ix-muted'>Last Bing check: {formatCheckTime(entry.lastBingCheck)}</span>
        {entry.cause && <span className='ix-cause'>Likely cause: {entry.cause}</span>}
      </div>
      <Button size='sm' variant='secondary' onClick={() => void copy(entry.domain)}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </li>
  )
}

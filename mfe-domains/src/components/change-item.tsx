import { formatDateTime, type DomainChange } from '@sitefleet/shared'

/** An empty value in words, so "appeared" and "disappeared" read as such. */
const shown = (value: string) => (value === '' ? '(none)' : value)

/**
 * One change: what, where, when, before → after. Scraped text is rendered as React text only
 * (never as markup), so a page's title cannot inject anything.
 */
export function ChangeItem ({ change, showDomain = true }: { change: DomainChange; showDomain?: boolean }) {
  return (
    <li className='dm-change' aria-label={`${change.label} of ${change.domain}`}>
      <div className='dm-change__top'>
        <span className='dm-change__kind'>{change.label}</span>
        {showDomain && <span className='dm-change__domain'>{change.domain}</span>}
        {showDomain && <span className='dm-muted'>{change.brandCategory}</span>}
        <time dateTime={change.detectedAt}>{formatDateTime(change.detectedAt)}</time>
      </div>
      <div className='dm-change__values'>
        <span className='dm-change__before'>
          <span className='dm-muted'>Before: </span>
          <span data-testid='change-before'>{shown(change.before)}</span>
        </span>
        <span className='dm-change__after'>
          <span className='dm-muted'>After: </span>
          <span data-testid='change-after'>{shown(change.after)}</span>
        </span>
      </div>
    </li>
  )
}

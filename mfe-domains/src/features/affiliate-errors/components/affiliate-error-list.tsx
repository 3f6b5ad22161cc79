import { SafeLink } from '@sitefleet/shared'
import type { AffiliateError } from '../types'

export interface AffiliateErrorListProps {
  label: string;
  items: AffiliateError[];
  emptyText: string;
}

/** Domain, affiliate link (untrusted: SafeLink) and error of each entry, or the empty text. */
export function AffiliateErrorList ({ label, items, emptyText }: AffiliateErrorListProps) {
  if (items.length === 0) return <p className='dm-empty'>{emptyText}</p>
  return (
    <ul className='dm-error-list' aria-label={label}>
      {items.map((item, i) => (
        <li key={`${item.domain}|${item.affiliateLink}|${i}`} className='dm-error-item' aria-label={item.domain}>
          <span className='dm-error-item__domain'>{item.domain}</span>
          <span className='dm-error-item__link'>
            {item.affiliateLink ? <SafeLink url={item.affiliateLink} /> : <span className='dm-muted'>—</span>}
          </span>
          <span className='dm-tag dm-tag--error'>{item.error}</span>
        </li>
      ))}
    </ul>
  )
}

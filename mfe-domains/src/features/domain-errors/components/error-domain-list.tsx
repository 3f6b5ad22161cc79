import { safeHref, statusMeaning } from '@sitefleet/shared'
import { formatTime } from '../../../lib/format-time'
import type { ErrorDomain } from '../types'

/** The domain as a link to https://{domain} in a new tab; text only when it is no valid host. */
function DomainLink ({ domain }: { domain: string }) {
  const href = safeHref(`https://${domain}`)
  if (!href) return <span className='dm-error-item__domain'>{domain}</span>
  return (
    <a className='dm-error-item__domain' href={href} target='_blank' rel='noopener noreferrer nofollow'>
      {domain}
    </a>
  )
}

/** One row per error domain: link, status code with meaning, the locations that saw it fail, last checked. */
export function ErrorDomainList ({ items }: { items: ErrorDomain[] }) {
  return (
    <ul className='dm-error-list' aria-label='Domains with errors'>
      {items.map((item) => (
        <li key={item.domain} className='dm-error-item' aria-label={item.domain}>
          <DomainLink domain={item.domain} />
          <span className='dm-error-item__status'>
            <span className='dm-tag dm-tag--error'>{item.statusCode ?? '—'}</span>{' '}
            <span>{statusMeaning(item.statusCode)}</span>
          </span>
          <span className='dm-error-item__locations'>Locations: {item.locations.length === 0 ? '—' : item.locations.join(', ')}</span>
          <span className='dm-muted'>Last checked: {formatTime(item.lastChecked)}</span>
        </li>
      ))}
    </ul>
  )
}

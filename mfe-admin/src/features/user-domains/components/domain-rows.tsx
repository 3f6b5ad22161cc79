import { statusMeaning, type DomainRecord } from '@sitefleet/shared'
import { isErrorDomain, statusText } from '../lib/domain-order'

/** One row per domain: name, "Status: code"; errors carry the error class and an "Error" badge. */
export function DomainRows ({ rows }: { rows: DomainRecord[] }) {
  return (
    <ul className='ad-domains' aria-label='Domains'>
      {rows.map((record) => {
        const error = isErrorDomain(record)
        const checked = typeof record.statusCode === 'number'
        return (
          <li
            key={record._id ?? `${record.superCategory}:${record.domain}`}
            className={error ? 'ad-domain ad-domain--error' : 'ad-domain'}
          >
            {error && <span className='ad-badge ad-badge--error'>Error</span>}
            <span className='ad-domain__name'>{record.domain}</span>
            <span className='ad-tag'>{record.superCategory}</span>
            <span className='ad-domain__status'>
              <span>{statusText(record.statusCode)}</span>
              {checked && <span className='ad-muted'>{statusMeaning(record.statusCode)}</span>}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

import { Button } from '@sitefleet/shared'
import { DOMAIN_FILTERS, FILTER_LABELS, type DomainFilter } from '../lib/domain-order'

/** All / natural / casino / dating; the active one is pressed. */
export function DomainFilterBar ({ value, onChange }: { value: DomainFilter; onChange(filter: DomainFilter): void }) {
  return (
    <div className='ad-filters' role='group' aria-label='Filter by category'>
      {DOMAIN_FILTERS.map((filter) => (
        <Button
          key={filter} size='sm' variant={filter === value ? 'primary' : 'secondary'}
          aria-pressed={filter === value} onClick={() => onChange(filter)}
        >
          {FILTER_LABELS[filter]}
        </Button>
      ))}
    </div>
  )
}

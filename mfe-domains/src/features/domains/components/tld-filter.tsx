import { Button } from '@sitefleet/shared'
import type { TldCount } from '../hooks/use-domain-filters'

export interface TldFilterProps {
  counts: TldCount[];
  selected: string | null;
  onSelect(tld: string | null): void;
}

/** One button per TLD group with its count, plus Show All TLDs. */
export function TldFilter ({ counts, selected, onSelect }: TldFilterProps) {
  return (
    <div className='dm-tlds' role='group' aria-label='Filter by TLD'>
      <Button
        size='sm'
        variant={selected === null ? 'primary' : 'secondary'}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        Show All TLDs
      </Button>
      {counts.map(({ tld, count }) => (
        <Button
          key={tld}
          size='sm'
          variant={selected === tld ? 'primary' : 'secondary'}
          aria-pressed={selected === tld}
          onClick={() => onSelect(tld)}
        >
          {`.${tld} (${count})`}
        </Button>
      ))}
    </div>
  )
}

import type { CountValue } from '../hooks/use-overview-counts'

export interface OverviewCardProps {
  label: string;
  value: CountValue;
  onOpen(): void;
}

/** A clickable count card; a failed count reads "—" instead of breaking the dashboard. */
export function OverviewCard ({ label, value, onOpen }: OverviewCardProps) {
  const text = value === 'loading' ? '…' : value === 'failed' ? '—' : value.toLocaleString()
  return (
    <button type='button' className='ad-stat' onClick={onOpen} aria-busy={value === 'loading'}>
      <span className='ad-stat__label'>{label}</span>
      <span className='ad-stat__value' title={value === 'failed' ? 'Count unavailable' : undefined}>
        {text}
      </span>
    </button>
  )
}

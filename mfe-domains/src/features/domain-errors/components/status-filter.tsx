import { statusMeaning } from '@sitefleet/shared'

export const ALL_CODES = 'all'

export interface CodeCount {
  /** The code as text ('' for entries without one). */
  code: string;
  count: number;
}

export interface StatusFilterProps {
  codes: CodeCount[];
  value: string;
  onChange(value: string): void;
}

/** Status-code filter: All plus each code found in the list, with its meaning and count. */
export function StatusFilter ({ codes, value, onChange }: StatusFilterProps) {
  return (
    <label className='dm-inline-field'>
      <span>Status code</span>
      <select aria-label='Filter by status code' value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL_CODES}>All</option>
        {codes.map(({ code, count }) => (
          <option key={code} value={code}>
            {`${code || '—'} ${statusMeaning(code)} (${count})`}
          </option>
        ))}
      </select>
    </label>
  )
}

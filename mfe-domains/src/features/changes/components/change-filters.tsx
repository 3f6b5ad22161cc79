export interface FilterValues {
  kind: string;
  category: string;
  since: string;
}

interface Props {
  values: FilterValues;
  kinds: Array<{ kind: string; label: string }>;
  categories: string[];
  onChange(next: FilterValues): void;
}

/** Kind, brand category and "since" date of the Changes screen. */
export function ChangeFilters ({ values, kinds, categories, onChange }: Props) {
  return (
    <div className='dm-change-filters' role='group' aria-label='Change filters'>
      <label>
        Kind{' '}
        <select value={values.kind} onChange={(e) => onChange({ ...values, kind: e.target.value })}>
          <option value=''>All kinds</option>
          {kinds.map((k) => (
            <option key={k.kind} value={k.kind}>{k.label}</option>
          ))}
        </select>
      </label>
      <label>
        Brand category{' '}
        <select value={values.category} onChange={(e) => onChange({ ...values, category: e.target.value })}>
          <option value=''>All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        Since{' '}
        <input type='date' value={values.since} onChange={(e) => onChange({ ...values, since: e.target.value })} />
      </label>
    </div>
  )
}

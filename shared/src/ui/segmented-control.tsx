import './parts.css'

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
  count?: number;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the group for screen readers, e.g. "Filter rows". */
  label: string;
  options: ReadonlyArray<SegmentOption<Value>>;
  /** The pressed option; null when none is (everything shown). */
  value: Value | null;
  /** With `allowNone`, pressing the pressed option again releases it (onChange(null)). */
  allowNone?: boolean;
  onChange(value: Value | null): void;
}

/** A row of toggle buttons of which at most one is pressed, each with an optional count. */
export function SegmentedControl<Value extends string> ({ label, options, value, allowNone = false, onChange }: SegmentedControlProps<Value>) {
  return (
    <div className='sf-segmented' role='group' aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type='button'
          className='sf-segmented__option'
          aria-pressed={value === o.value}
          onClick={() => onChange(value === o.value && allowNone ? null : o.value)}
        >
          {o.label}
          {o.count !== undefined && <>{' '}<span className='sf-segmented__count'>({o.count})</span></>}
        </button>
      ))}
    </div>
  )
}

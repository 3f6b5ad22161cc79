/** Where an effective expiry comes from (issue 25): the registry (RDAP), the registrar, or the estimate. */
export type ExpirySource = 'registry' | 'registrar' | 'estimate' | 'estimated'

const LABELS: Record<ExpirySource, string> = { registry: 'registry', registrar: 'registrar', estimate: 'estimated', estimated: 'estimated' }

/**
 * The source label every screen puts next to an expiry date, and the mismatch flag when the
 * registry's and the registrar's dates are more than a day apart.
 */
export function ExpirySourceMark ({ source, mismatch = false }: { source: ExpirySource | null | undefined; mismatch?: boolean }) {
  const label = LABELS[source ?? 'estimate'] ?? 'estimated'
  return (
    <>
      <span className={`dm-mark dm-mark--${label}`}>{label}</span>
      {mismatch && (
        <span className='dm-mark dm-mark--mismatch' title='The registry and the registrar give dates more than a day apart'>
          registry ≠ registrar
        </span>
      )}
    </>
  )
}

/** Where an effective expiry comes from (issue 25): the registry (RDAP), the registrar, or the estimate. */
export type ExpirySource = 'registry' | 'registrar' | 'estimate' | 'estimated'

type Label = 'registry' | 'registrar' | 'estimated'
const LABELS: Record<ExpirySource, Label> = { registry: 'registry', registrar: 'registrar', estimate: 'estimated', estimated: 'estimated' }
const TITLES: Record<Label, string> = {
  registry: 'Expiry date published by the registry (RDAP)',
  registrar: 'Expiry date from the registrar account',
  estimated: 'Estimated: issue date + 1 year',
}
export const MISMATCH_TITLE = 'The registry and the registrar give dates more than a day apart'

/**
 * The source label every screen puts next to an expiry date (registry first, then registrar,
 * then the estimate), and the mismatch flag when the registry's and the registrar's dates are
 * more than a day apart.
 */
export function ExpirySourceMark ({ source, mismatch = false }: { source: ExpirySource | null | undefined; mismatch?: boolean }) {
  const label = LABELS[source ?? 'estimated'] ?? 'estimated'
  return (
    <>
      <span className={`dm-mark dm-mark--${label}`} title={TITLES[label]}>{label}</span>
      {mismatch && <span className='dm-mark dm-mark--mismatch' title={MISMATCH_TITLE}>registry ≠ registrar</span>}
    </>
  )
}

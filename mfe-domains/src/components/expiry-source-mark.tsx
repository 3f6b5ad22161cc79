import type { RenewalDomain } from '@sitefleet/shared'

/** Where an effective expiry comes from: the registry (RDAP), the registrar, or the estimate. */
export type ExpirySource = RenewalDomain['expirySource']

const TITLES: Record<ExpirySource, string> = {
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
  const label: ExpirySource = source === 'registry' || source === 'registrar' ? source : 'estimated'
  return (
    <>
      <span className={`dm-mark dm-mark--${label}`} title={TITLES[label]}>{label}</span>
      {mismatch && <span className='dm-mark dm-mark--mismatch' title={MISMATCH_TITLE}>registry ≠ registrar</span>}
    </>
  )
}

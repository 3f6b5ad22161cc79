import { DataTable, formatIsoDate, formatMoney, registrarProviderName, type RenewalDomain, type RenewalFlagRow } from '@sitefleet/shared'
import { ExpirySourceMark } from '../../../components/expiry-source-mark'

const onOff = (value: boolean | null) => (value === null ? '—' : value ? 'On' : <span className='dm-off'>Off</span>)

/** The auto-renew-off or the lock-off list: Domain, Expires, Account, Registrar. */
export function RiskList ({ title, empty, items }: { title: string; empty: string; items: RenewalFlagRow[] }) {
  return (
    <section aria-label={title}>
      <h2>{title} ({items.length})</h2>
      {items.length === 0
        ? <p className='dm-empty'>{empty}</p>
        : (
          <DataTable
            label={title}
            rows={items}
            rowKey={(i) => i.domain}
            columns={[
              { header: 'Domain', cell: (i) => i.domain },
              { header: 'Expires', kind: 'nowrap', cell: (i) => formatIsoDate(i.expiresAt) || '—' },
              { header: 'Account', cell: (i) => i.accountName },
              { header: 'Registrar', cell: (i) => registrarProviderName(i.provider) },
            ]}
          />
          )}
    </section>
  )
}

/** The domains renewing in the chosen window, with their expiry's source, auto-renew, lock and price. */
export function RenewingDomains ({ days, domains }: { days: number; domains: RenewalDomain[] }) {
  const title = `Domains renewing in the next ${days} days`
  return (
    <section aria-label={title}>
      <h2>{title} ({domains.length})</h2>
      {domains.length === 0
        ? <p className='dm-empty'>No domains renew in the next {days} days.</p>
        : (
          <DataTable
            label={title}
            rows={domains}
            rowKey={(d) => d.domain}
            columns={[
              { header: 'Domain', cell: (d) => d.domain },
              { header: 'Brand Category', cell: (d) => d.brandCategory },
              { header: 'Expires', cell: (d) => <>{formatIsoDate(d.expiresAt) || d.expiresAt}<ExpirySourceMark source={d.expirySource} /></> },
              { header: 'Account', cell: (d) => (d.accountName ? `${d.accountName} (${registrarProviderName(d.provider)})` : '—') },
              { header: 'Auto-Renew', cell: (d) => onOff(d.autoRenew) },
              { header: 'Lock', cell: (d) => onOff(d.locked) },
              { header: 'Renewal', cell: (d) => formatMoney(d.renewal) },
            ]}
          />
          )}
    </section>
  )
}

import { formatIsoDate, formatMoney, registrarProviderName, type RenewalDomain, type RenewalFlagRow } from '@sitefleet/shared'
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
          <div className='dm-table-wrap'>
            <table aria-label={title}>
              <thead>
                <tr><th>Domain</th><th>Expires</th><th>Account</th><th>Registrar</th></tr>
              </thead>
              <tbody>
                {items.map((i) => (
                  <tr key={i.domain}>
                    <td>{i.domain}</td>
                    <td>{formatIsoDate(i.expiresAt) || '—'}</td>
                    <td>{i.accountName}</td>
                    <td>{registrarProviderName(i.provider)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
          <div className='dm-table-wrap'>
            <table aria-label={title}>
              <thead>
                <tr><th>Domain</th><th>Brand Category</th><th>Expires</th><th>Account</th><th>Auto-Renew</th><th>Lock</th><th>Renewal</th></tr>
              </thead>
              <tbody>
                {domains.map((d) => (
                  <tr key={d.domain}>
                    <td>{d.domain}</td>
                    <td>{d.brandCategory}</td>
                    <td>{formatIsoDate(d.expiresAt) || d.expiresAt}<ExpirySourceMark source={d.expirySource} /></td>
                    <td>{d.accountName ? `${d.accountName} (${registrarProviderName(d.provider)})` : '—'}</td>
                    <td>{onOff(d.autoRenew)}</td>
                    <td>{onOff(d.locked)}</td>
                    <td>{formatMoney(d.renewal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          )}
    </section>
  )
}

import { DataTable, formatMoney, registrarProviderName, type RenewalWindow } from '@sitefleet/shared'

/**
 * The 30 / 90 / 365-day windows as cards: domains renewing and what it costs; a card picks the
 * window. The card's text is its name (no aria-label), so what a speech user reads is what works.
 */
export function RenewalWindows ({ windows, days, onPick }: { windows: RenewalWindow[]; days: number; onPick(days: number): void }) {
  return (
    <div className='dm-renewal-windows' role='group' aria-label='Renewal windows'>
      {windows.map((w) => (
        <button
          key={w.days}
          type='button'
          className='dm-renewal-window'
          aria-pressed={w.days === days}
          onClick={() => onPick(w.days)}
        >
          <span className='dm-muted'>Next {w.days} days</span>
          <strong>{w.count} domains</strong>
          <span>{formatMoney(w.cost)}</span>
        </button>
      ))}
    </div>
  )
}

interface BreakdownRow { key: string; name: string; count: number; cost: RenewalWindow['cost'] }

function Breakdown ({ title, column, rows }: { title: string; column: string; rows: BreakdownRow[] }) {
  return (
    <div>
      <h3>{title}</h3>
      {rows.length === 0
        ? <p className='dm-empty'>Nothing renews in this window.</p>
        : (
          <DataTable
            label={title}
            rows={rows}
            rowKey={(r) => r.key}
            columns={[
              { header: column, cell: (r) => r.name },
              { header: 'Domains', kind: 'nowrap', cell: (r) => r.count },
              { header: 'Cost', cell: (r) => formatMoney(r.cost) },
            ]}
          />
          )}
    </div>
  )
}

/** The chosen window by registrar, by account and by brand category. */
export function WindowBreakdown ({ window }: { window: RenewalWindow }) {
  return (
    <div className='dm-renewal-breakdown'>
      <Breakdown
        title='By registrar'
        column='Registrar'
        rows={window.byRegistrar.map((r) => ({ key: r.provider, name: registrarProviderName(r.provider), count: r.count, cost: r.cost }))}
      />
      <Breakdown
        title='By account'
        column='Account'
        rows={window.byAccount.map((r) => ({ key: r.accountId, name: r.accountName, count: r.count, cost: r.cost }))}
      />
      <Breakdown
        title='By brand category'
        column='Brand Category'
        rows={window.byCategory.map((r) => ({ key: r.brandCategory, name: r.brandCategory, count: r.count, cost: r.cost }))}
      />
    </div>
  )
}

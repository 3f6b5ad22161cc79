import { DataTable, formatMinutes, LoadError, Spinner, StatCard, type IncidentMonth, type LoadState } from '@sitefleet/shared'

/** The latest month's MTTA and MTTR as cards with their trend, and every month in a table. */
export function IncidentStats ({ stats, reload }: { stats: LoadState<IncidentMonth[]>; reload(): void }) {
  if (stats.status === 'loading') return <Spinner label='Loading MTTA and MTTR...' />
  if (stats.status === 'error') return <LoadError message='Failed to load MTTA and MTTR.' onRetry={reload} />
  const months = stats.data
  const latest = months.at(-1)
  const trend = (pick: (m: IncidentMonth) => number | null) => months.map(pick).filter((v): v is number => v !== null)
  return (
    <section className='al-section' aria-labelledby='al-incident-stats'>
      <h2 id='al-incident-stats'>Response times</h2>
      <div className='al-stats'>
        <StatCard label={`MTTA ${latest?.month ?? ''}`.trim()} value={formatMinutes(latest?.mttaMinutes ?? null)} trend={trend((m) => m.mttaMinutes)} trendLabel='Mean time to acknowledge per month' />
        <StatCard label={`MTTR ${latest?.month ?? ''}`.trim()} value={formatMinutes(latest?.mttrMinutes ?? null)} trend={trend((m) => m.mttrMinutes)} trendLabel='Mean time to resolve per month' />
        <StatCard label={`Incidents ${latest?.month ?? ''}`.trim()} value={latest?.incidents ?? 0} />
      </div>
      {months.length > 0 && (
      <DataTable
        label='MTTA and MTTR per month'
        rows={[...months].reverse()}
        rowKey={(m) => m.month}
        columns={[
          { header: 'Month', kind: 'nowrap', cell: (m) => m.month },
          { header: 'Incidents', kind: 'nowrap', cell: (m) => m.incidents },
          { header: 'MTTA', kind: 'nowrap', cell: (m) => formatMinutes(m.mttaMinutes) },
          { header: 'MTTR', kind: 'nowrap', cell: (m) => formatMinutes(m.mttrMinutes) },
        ]}
      />
      )}
    </section>
  )
}

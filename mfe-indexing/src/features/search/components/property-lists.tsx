import { LoadError, Spinner, type LoadState, type SearchProperty, type SearchPropertiesResponse } from '@sitefleet/shared'

const MAX_SHOWN = 200

function PropertyName ({ p }: { p: SearchProperty | null }) {
  if (p === null) return <span className='ix-muted'>—</span>
  return (
    <>
      {p.siteUrl}
      {p.error !== null && <span className='ix-note ix-loss'>{p.error}</span>}
    </>
  )
}

function Section ({ title, count, empty, children }: { title: string; count: number; empty: string; children: React.ReactNode }) {
  return (
    <details className='ix-details'>
      <summary>{title} ({count})</summary>
      {count === 0 ? <p className='ix-muted'>{empty}</p> : children}
      {count > MAX_SHOWN && <p className='ix-muted'>The first {MAX_SHOWN} of {count} are shown.</p>}
    </details>
  )
}

/** The properties matched to saved domains, the saved domains no property covers, and the properties not monitored. */
export function PropertyLists ({ state, reload }: { state: LoadState<SearchPropertiesResponse>; reload(): void }) {
  if (state.status === 'loading') return <Spinner label='Loading properties...' />
  if (state.status === 'error') return <LoadError message='Failed to load the properties.' onRetry={reload} />
  const { matched, withoutProperty, notMonitored } = state.data
  return (
    <div className='ix-lists'>
      <Section title='Matched sites' count={matched.length} empty='No saved domain has a property yet.'>
        <ul className='ix-plain' aria-label='Matched sites'>
          {matched.slice(0, MAX_SHOWN).map((m) => (
            <li key={m.domainId}><strong>{m.domain}</strong>: Google <PropertyName p={m.google} />, Bing <PropertyName p={m.bing} /></li>
          ))}
        </ul>
      </Section>
      <Section title='Saved domains without a property' count={withoutProperty.length} empty='Every saved domain has a property.'>
        <ul className='ix-plain' aria-label='Saved domains without a property'>
          {withoutProperty.slice(0, MAX_SHOWN).map((d) => <li key={d.domainId}>{d.domain}</li>)}
        </ul>
      </Section>
      <Section title='Properties not monitored' count={notMonitored.length} empty='Every property stands for a saved domain.'>
        <ul className='ix-plain' aria-label='Properties not monitored'>
          {notMonitored.slice(0, MAX_SHOWN).map((p) => <li key={p.id}>{p.siteUrl} <span className='ix-muted'>({p.accountName})</span></li>)}
        </ul>
      </Section>
    </div>
  )
}

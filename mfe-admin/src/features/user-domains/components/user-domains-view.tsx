import { Link, useParams, useSearchParams } from 'react-router-dom'
import { Spinner, paths } from '@sitefleet/shared'
import { LoadError } from '@sitefleet/shared'
import { Pager } from '../../../components/pager'
import { useUserDomains } from '../hooks/use-user-domains'
import { DomainFilterBar } from './domain-filter-bar'
import { DomainRows } from './domain-rows'

export const USER_DOMAINS_TEXT = {
  title: (name: string) => (name ? `Domains of ${name}` : 'User Domains'),
  back: '← Users',
  loading: 'Loading domains...',
  empty: 'This user has no domains yet',
  emptyFilter: 'No domains in this category',
  failed: 'Failed to load domains. Please try again.',
} as const

function summary (shown: number, errors: number): string {
  return `${shown} domain${shown === 1 ? '' : 's'}, ${errors} with errors`
}

/** /admin/user/{userId}/domains?name=: that user's domains, errors first, filterable, paginated. */
export function UserDomainsView () {
  const { userId = '' } = useParams()
  const [search] = useSearchParams()
  const name = search.get('name')?.trim() ?? ''
  const view = useUserDomains(userId)

  return (
    <section className='page ad-page'>
      <Link className='ad-back' to={paths.users}>
        {USER_DOMAINS_TEXT.back}
      </Link>
      <div className='ad-page__head'>
        <h1>{USER_DOMAINS_TEXT.title(name)}</h1>
        {view.status === 'ready' && <span className='ad-muted'>{summary(view.shown, view.errorCount)}</span>}
      </div>
      <DomainFilterBar value={view.filter} onChange={view.setFilter} />
      {view.status === 'loading' && <Spinner label={USER_DOMAINS_TEXT.loading} />}
      {view.status === 'error' && <LoadError message={USER_DOMAINS_TEXT.failed} onRetry={view.reload} />}
      {view.status === 'ready' &&
        (view.shown === 0
          ? (
          <p className='ad-empty'>{view.total === 0 ? USER_DOMAINS_TEXT.empty : USER_DOMAINS_TEXT.emptyFilter}</p>
            )
          : (
          <>
            <DomainRows rows={view.rows} />
            <Pager page={view.page} pageCount={view.pageCount} onPage={view.setPage} label='Domain pages' />
          </>
            ))}
    </section>
  )
}

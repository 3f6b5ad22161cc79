import { Button, formatDateTime, getErrorMessage, LoadError, loadState, PanelWrites, READ_ONLY_PANEL, Spinner, toast, useApi, useApiQuery, useMutation, useQueryClient, type SearchInspection } from '@sitefleet/shared'
import { getSearchInspection } from '../api/get-search-inspection'
import { inspectSearchSite } from '../api/inspect-search-site'

const VERDICTS: Record<SearchInspection['verdict'], string> = {
  PASS: 'Indexed',
  PARTIAL: 'Indexed, with issues',
  FAIL: 'Not indexed',
  NEUTRAL: 'Excluded',
  VERDICT_UNSPECIFIED: 'Unknown',
}
const or = (v: string | null) => v ?? '—'

function Facts ({ i }: { i: SearchInspection }) {
  return (
    <dl className='ix-facts'>
      <dt>Verdict</dt><dd className={i.verdict === 'PASS' ? undefined : 'ix-loss'}>{VERDICTS[i.verdict] ?? i.verdict}</dd>
      <dt>Coverage</dt><dd>{or(i.coverageState)}</dd>
      <dt>Last crawl</dt><dd>{i.lastCrawlAt === null ? '—' : formatDateTime(i.lastCrawlAt)}</dd>
      <dt>Canonical</dt>
      <dd className={i.canonicalMismatch ? 'ix-loss' : undefined}>
        Google: {or(i.googleCanonical)}; the page: {or(i.userCanonical)}{i.canonicalMismatch ? ' (they differ)' : ''}
      </dd>
      <dt>robots.txt</dt><dd>{or(i.robotsTxtState)}</dd>
      <dt>Page fetch</dt><dd>{or(i.pageFetchState)}</dd>
      <dt>Inspected</dt><dd>{formatDateTime(i.inspectedAt)} ({i.url})</dd>
    </dl>
  )
}

/** The home page's latest URL Inspection, Inspect now, and the property's sitemaps. */
export function IndexStatus ({ domainId }: { domainId: string }) {
  const { client, readOnly } = useApi()
  const queryClient = useQueryClient()
  const key = ['/api/search/sites/inspection', domainId]
  const query = useApiQuery(key, (c, signal) => getSearchInspection(c, domainId, signal))
  const state = loadState(query)
  const inspect = useMutation({
    mutationFn: () => inspectSearchSite(client, domainId),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (err) => toast.error(getErrorMessage(err, 'Inspection failed. Try again.')),
  })
  if (state.status === 'loading') return <Spinner label='Loading the index status...' />
  if (state.status === 'error') return <LoadError message='Failed to load the index status.' onRetry={() => void query.refetch()} />
  const d = state.data
  return (
    <>
      {d.inspection === null ? <p className='ix-muted'>Not inspected yet.{d.siteUrl === null ? ' No readable Google property covers this site.' : ''}</p> : <Facts i={d.inspection} />}
      {d.lastError !== null && <p className='ix-loss'>{d.lastError}</p>}
      <div className='ix-toolbar'>
        <PanelWrites>
          <Button size='sm' variant='secondary' onClick={() => inspect.mutate()} disabled={readOnly || inspect.isPending || d.siteUrl === null} title={readOnly ? READ_ONLY_PANEL : undefined}>
            {inspect.isPending ? 'Inspecting...' : 'Inspect now'}
          </Button>
        </PanelWrites>
        {d.nextInspectionAt !== null && <span className='ix-muted'>Next inspection {formatDateTime(d.nextInspectionAt)}</span>}
      </div>
      {d.sitemaps.length > 0 && (
        <ul className='ix-plain' aria-label='Sitemaps'>
          {d.sitemaps.map((m) => (
            <li key={m.path}>
              {m.path}: <span className={m.errors > 0 ? 'ix-loss' : undefined}>{m.errors} errors</span>, {m.warnings} warnings
              {m.lastDownloaded !== null && <span className='ix-muted'> · read by Google {formatDateTime(m.lastDownloaded)}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

import { Button, Spinner, type LayoutKind } from '@sitefleet/shared'
import { useUnindexedDomains } from '../hooks/use-unindexed-domains'
import { UnindexedPanel } from './unindexed-panel'

export const LOAD_FAILED = 'Error fetching Bing index data'

/** Bing Indexing Checker: loading, then error + Retry, empty, or the list. */
export function BingCheckerView ({ layout }: { layout: LayoutKind }) {
  const { status, entries, retry } = useUnindexedDomains()
  return (
    <section className='page ix-page'>
      <h1>Bing Indexing Checker</h1>
      {status === 'loading'
        ? (
        <Spinner label='Loading cached results...' />
          )
        : status === 'error'
          ? (
        <div className='ix-error' role='alert'>
          <span>{LOAD_FAILED}</span>
          <Button variant='secondary' size='sm' onClick={() => void retry()}>
            Retry
          </Button>
        </div>
            )
          : entries.length === 0
            ? (
        <p className='ix-empty'>All your domains are indexed!</p>
              )
            : (
        <UnindexedPanel entries={entries} layout={layout} />
              )}
    </section>
  )
}

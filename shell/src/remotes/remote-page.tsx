import { useCallback, useEffect, useState, type ComponentType } from 'react'
import type { LayoutKind, RemotePageProps } from '@sitefleet/shared'
import { pageKey, type RemotePageRef } from './exposed-pages'
import { RemoteErrorBoundary } from './remote-error-boundary'
import { RemoteUnavailable } from './remote-unavailable'

type Props = RemotePageRef & { layout: LayoutKind }

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType<RemotePageProps> }
  | { status: 'unavailable'; reason?: string }

// The federation runtime (federation.ts) arrives with the first remote page, not with the app.
const federation = () => import(/* webpackChunkName: "federation" */ './federation')

/** The page, or why it is unavailable (a shared version conflict names itself; otherwise nothing is known). */
async function loadPage (page: RemotePageRef): Promise<{ Page: ComponentType<RemotePageProps> | null; reason?: string }> {
  try {
    const loaded = await federation()
    const Page = await loaded.loadRemotePage(pageKey(page))
    return { Page, reason: Page ? undefined : loaded.sharedConflict(page.remote) }
  } catch (error) {
    // The federation chunk itself did not load (the shell was redeployed, or the network dropped).
    console.warn('Could not load the federation runtime', error)
    return { Page: null }
  }
}

/** Renders one page of a remote, with a Retry fallback when the remote is down or throws. */
export function RemotePage ({ remote, module, layout }: Props) {
  const page = { remote, module } as RemotePageRef
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    setState({ status: 'loading' })
    loadPage(page).then(({ Page, reason }) => {
      if (!cancelled) setState(Page ? { status: 'ready', Page } : { status: 'unavailable', reason })
    })
    return () => {
      cancelled = true
    }
  }, [remote, module, attempt])

  const retry = useCallback(() => {
    // A remote that loaded but failed (its page threw, or was redeployed) stays cached in the
    // loader; forgetting it makes the next load read its manifest and entry again.
    void federation()
      .then(({ resetRemote }) => resetRemote(remote))
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1))
  }, [remote])

  if (state.status === 'loading') return <div className='remote-loading' aria-busy='true'>Loading...</div>
  if (state.status === 'unavailable') return <RemoteUnavailable onRetry={retry} reason={state.reason} />
  const { Page } = state
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable onRetry={retry} />}>
      <Page layout={layout} />
    </RemoteErrorBoundary>
  )
}

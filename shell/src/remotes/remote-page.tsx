import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { loadRemote } from '@module-federation/enhanced/runtime'
import type { LayoutKind, RemoteName, RemotePageModule, RemotePageProps } from '@sitefleet/shared'
import { isUnavailable } from './fallback-plugin'
import { resetRemote } from './remote-registry'
import { RemoteErrorBoundary } from './remote-error-boundary'
import { RemoteUnavailable } from './remote-unavailable'

interface Props {
  remote: RemoteName;
  /** Exposed module, e.g. `./DomainListPage`. */
  module: string;
  layout: LayoutKind;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType<RemotePageProps> }
  | { status: 'unavailable' }

async function loadPage (remote: RemoteName, module: string): Promise<ComponentType<RemotePageProps> | null> {
  try {
    const loaded = await loadRemote<RemotePageModule>(`${remote}/${module.replace(/^\.\//, '')}`)
    if (!loaded || isUnavailable(loaded) || typeof loaded.default !== 'function') return null
    return loaded.default
  } catch (error) {
    console.warn(`Could not load ${remote}/${module}`, error)
    return null
  }
}

/** Renders one page of a remote, with a Retry fallback when the remote is down or throws. */
export function RemotePage ({ remote, module, layout }: Props) {
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    setState({ status: 'loading' })
    loadPage(remote, module).then((Page) => {
      if (!cancelled) setState(Page ? { status: 'ready', Page } : { status: 'unavailable' })
    })
    return () => {
      cancelled = true
    }
  }, [remote, module, attempt])

  const retry = useCallback(() => {
    // A failed load stays cached in the federation runtime; re-registering drops it.
    resetRemote(remote)
    setAttempt((n) => n + 1)
  }, [remote])

  if (state.status === 'loading') return <div className='remote-loading' aria-busy='true'>Loading...</div>
  if (state.status === 'unavailable') return <RemoteUnavailable onRetry={retry} />
  const { Page } = state
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable onRetry={retry} />}>
      <Page layout={layout} />
    </RemoteErrorBoundary>
  )
}

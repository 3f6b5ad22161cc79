import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { AxiosInstance } from 'axios'
import { useAuthStore } from '../stores/auth-store'
import { apiClient } from './client'
import { getErrorStatus, isNetworkError } from './errors'
import { createPanelClient, type PanelApiSettings } from './panel-client'
import { useLoad } from '../lib/use-load'
import { LoadError } from '../ui/load-error'
import { Spinner } from '../ui/spinner'

/**
 * The API a panel talks to, given by React context: the shell's session by default, or
 * an embedded panel's own base URL and token. Two panels on one page, each with its provider,
 * each call with their own settings; nothing global changes.
 */
export interface PanelApi {
  client: AxiosInstance;
  /** True when the panel is embedded with its own API settings (not the shell's session). */
  embedded: boolean;
  /** A read token: write controls are hidden or disabled. */
  readOnly: boolean;
  /** Whether calls carry a token at all (the session may have ended). */
  hasToken(): boolean;
}

const sessionApi: PanelApi = {
  client: apiClient,
  embedded: false,
  readOnly: false,
  hasToken: () => Boolean(useAuthStore.getState().token),
}

/** The panel API context itself; pages use useApi(), panel-category.tsx narrows it to a category. */
export const ApiContext = createContext<PanelApi>(sessionApi)

/** The API of the panel this component is in. */
export function useApi (): PanelApi {
  return useContext(ApiContext)
}

type Check = { status: 'checking' } | { status: 'ready'; readOnly: boolean } | { status: 'unreachable' } | { status: 'refused' } | { status: 'failed' }

/** Shown when the API gave this page no answer it may read: almost always a missing CORS allowance. */
export function originNotAllowedMessage (baseUrl: string, origin: string): string {
  return `Sitefleet at ${baseUrl} did not answer this page. If it is running, add this page's origin (${origin}) to its EMBED_ORIGINS setting.`
}
export const TOKEN_REFUSED = "Sitefleet refused this panel's API token: it is unknown or was revoked."
export const PANEL_CHECK_FAILED = 'Sitefleet could not be reached to start this panel.'

function EmbeddedApi ({ settings, children }: { settings: PanelApiSettings; children: ReactNode }) {
  const client = useMemo(() => createPanelClient(settings), [settings.baseUrl, settings.token])
  const [check, setCheck] = useState<Check>({ status: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setCheck({ status: 'checking' })
    // One call before the page's own: it proves the origin is allowed and the token valid, and
    // says whether the token may write.
    client.get<{ tokenAccess?: 'read' | 'write' }>('/auth/me', { signal: controller.signal }).then(
      ({ data }) => setCheck({ status: 'ready', readOnly: data.tokenAccess === 'read' }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (isNetworkError(error)) setCheck({ status: 'unreachable' })
        else if (getErrorStatus(error) === 401) setCheck({ status: 'refused' })
        else setCheck({ status: 'failed' })
      }
    )
    return () => controller.abort()
  }, [client, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const api = useMemo<PanelApi | null>(
    () => (check.status === 'ready' ? { client, embedded: true, readOnly: check.readOnly, hasToken: () => true } : null),
    [client, check]
  )

  if (check.status === 'checking') return <Spinner label='Connecting to Sitefleet...' />
  if (check.status === 'unreachable') return <LoadError message={originNotAllowedMessage(settings.baseUrl, window.location.origin)} onRetry={retry} />
  if (check.status === 'refused') return <LoadError message={TOKEN_REFUSED} onRetry={retry} />
  if (check.status === 'failed' || api === null) return <LoadError message={PANEL_CHECK_FAILED} onRetry={retry} />
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/** Gives the pages inside it their API: `settings` for an embedded panel, else the shell's session. */
export function ApiProvider ({ settings, children }: { settings?: PanelApiSettings; children: ReactNode }) {
  if (!settings) return <>{children}</>
  return <EmbeddedApi settings={settings}>{children}</EmbeddedApi>
}

/** useLoad with the panel's API client handed to `loader` (a module-level function, so stable). */
export function useApiLoad<T> (loader: (client: AxiosInstance, signal: AbortSignal) => Promise<T>) {
  const { client } = useApi()
  const bound = useCallback((signal: AbortSignal) => loader(client, signal), [client, loader])
  return useLoad(bound)
}

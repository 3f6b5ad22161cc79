import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { AxiosInstance } from 'axios'
import { useAuthStore } from '../stores/auth-store'
import { apiClient } from './client'
import { getErrorStatus, isNetworkError } from './errors'
import { createPanelClient, type PanelApiSettings } from './panel-client'
import { PanelQueryProvider } from '../query/panel-query-provider'
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

/** Shown when the API gave this page no answer it may read: almost always a missing CORS allowance. */
export function originNotAllowedMessage (baseUrl: string, origin: string): string {
  return `Sitefleet at ${baseUrl} did not answer this page. If it is running, add this page's origin (${origin}) to its EMBED_ORIGINS setting.`
}
export const TOKEN_REFUSED = "Sitefleet refused this panel's API token: it is unknown or was revoked."
export const PANEL_CHECK_FAILED = 'Sitefleet could not be reached to start this panel.'

type Check = { status: 'checking' } | { status: 'ready'; readOnly: boolean } | { status: 'unreachable' } | { status: 'refused' } | { status: 'failed' }

function checkOf (query: UseQueryResult<{ tokenAccess?: 'read' | 'write' }, Error>): Check {
  if (query.isPending || query.isFetching) return { status: 'checking' }
  if (query.isSuccess) return { status: 'ready', readOnly: query.data.tokenAccess === 'read' }
  if (isNetworkError(query.error)) return { status: 'unreachable' }
  if (getErrorStatus(query.error) === 401) return { status: 'refused' }
  return { status: 'failed' }
}

function EmbeddedApi ({ settings, children }: { settings: PanelApiSettings; children: ReactNode }) {
  const client = useMemo(() => createPanelClient(settings), [settings.baseUrl, settings.token])
  // One call before the page's own: it proves the origin is allowed and the token valid, and
  // says whether the token may write. Read through the panel's own QueryClient, so per panel.
  const query = useQuery({
    queryKey: ['panel-check'],
    queryFn: ({ signal }) => client.get<{ tokenAccess?: 'read' | 'write' }>('/auth/me', { signal }).then(({ data }) => data),
  })
  const check = checkOf(query)
  const retry = query.refetch
  const readOnly = check.status === 'ready' && check.readOnly
  const api = useMemo<PanelApi>(() => ({ client, embedded: true, readOnly, hasToken: () => true }), [client, readOnly])

  if (check.status === 'checking') return <Spinner label='Connecting to Sitefleet...' />
  if (check.status === 'unreachable') return <LoadError message={originNotAllowedMessage(settings.baseUrl, window.location.origin)} onRetry={retry} />
  if (check.status === 'refused') return <LoadError message={TOKEN_REFUSED} onRetry={retry} />
  if (check.status === 'failed') return <LoadError message={PANEL_CHECK_FAILED} onRetry={retry} />
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/**
 * Gives the pages inside it their API and their query cache: `settings` for an embedded panel (its
 * own QueryClient too, see PanelQueryProvider), else the shell's session and the session's client.
 */
export function ApiProvider ({ settings, children }: { settings?: PanelApiSettings; children: ReactNode }) {
  return (
    <PanelQueryProvider api={settings}>
      {settings ? <EmbeddedApi settings={settings}>{children}</EmbeddedApi> : children}
    </PanelQueryProvider>
  )
}

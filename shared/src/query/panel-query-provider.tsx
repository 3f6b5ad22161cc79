import { useMemo, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { PanelApiSettings } from '../api/panel-client'
import { createQueryClient, sessionQueryClient } from './query-client'

let clients = 0

/**
 * The QueryClient of one panel. A panel given its own `api` gets a client of its own (a new one
 * when its base URL or token changes): two panels with different tokens may read different rows
 * under the same query key, so they must never share a cache. A panel without `api` reads with
 * the session, through the session's client.
 *
 * A new client remounts the panel (the key): a mounted useQuery keeps the client it started with,
 * so without it the panel would go on showing, and reading into, the old token's cache.
 */
export function PanelQueryProvider ({ api, children }: { api?: PanelApiSettings; children: ReactNode }) {
  const { client, generation } = useMemo(
    () => ({ client: api ? createQueryClient() : sessionQueryClient(), generation: ++clients }),
    [api?.baseUrl, api?.token]
  )
  return <QueryClientProvider key={generation} client={client}>{children}</QueryClientProvider>
}

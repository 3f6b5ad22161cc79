import { useMemo, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { PanelApiSettings } from '../api/panel-client'
import { createQueryClient, sessionQueryClient } from './query-client'

/**
 * The QueryClient of one panel. A panel given its own `api` gets a client of its own (a new one
 * when its base URL or token changes): two panels with different tokens may read different rows
 * under the same query key, so they must never share a cache. A panel without `api` reads with
 * the session, through the session's client.
 */
export function PanelQueryProvider ({ api, children }: { api?: PanelApiSettings; children: ReactNode }) {
  const client = useMemo(() => (api ? createQueryClient() : sessionQueryClient()), [api?.baseUrl, api?.token])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

import { QueryClient } from '@tanstack/react-query'
import { useAuthStore } from '../stores/auth-store'

/**
 * A QueryClient with the product's defaults. Every screen reads the api through one of these: the
 * shell's (sessionQueryClient) or an embedded panel's own (PanelQueryProvider).
 *
 * - `retry: false`: a failed read shows its message and a Retry button at once. An automatic retry
 *   would hold the message back for seconds and send a struggling api (503 while its database is
 *   away) more requests; the user's Retry is the retry.
 * - `staleTime: 0`: entering a screen again shows the rows read before and reads them again, as a
 *   monitoring dashboard should; nothing is trusted to be current without a read.
 * - `refetchOnWindowFocus: false`: coming back to the tab does not re-read every list of a portfolio
 *   of 50,000 domains; screens that must stay current poll (`refetchInterval`).
 */
export function createQueryClient (): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

let session: QueryClient | undefined

/**
 * The shell's one QueryClient, for the logged-in session (and any panel without its own `api`).
 * Query keys do not name the user, so the cache is emptied whenever the session's token changes:
 * another login never sees the rows read for the last one.
 */
export function sessionQueryClient (): QueryClient {
  if (session) return session
  const client = createQueryClient()
  useAuthStore.subscribe((state, previous) => {
    if (state.token !== previous.token) client.clear()
  })
  session = client
  return client
}

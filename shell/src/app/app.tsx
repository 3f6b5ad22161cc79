import { BrowserRouter } from 'react-router-dom'
import { QueryClientProvider, sessionQueryClient, Toaster } from '@sitefleet/shared'
import { EmbedPage } from '../features/embed/embed-page'
import { AppRoutes } from './router'
import './app.css'

/** `/embed/…` pages live in a frame on another site: every path they navigate to stays under /embed/. */
export const EMBED_BASE = '/embed'

export function isEmbedPath (pathname: string): boolean {
  return pathname === EMBED_BASE || pathname.startsWith(`${EMBED_BASE}/`)
}

/**
 * The dashboard, with the session's one QueryClient: every remote page reads through it. In a
 * frame, one embedded panel whose router's base is /embed: a link or a
 * navigate('/admin/domains/casino') in it goes to /embed/admin/domains/casino (the same page
 * without the dashboard around it), never to a dashboard path inside the frame.
 */
export function App () {
  const embedded = isEmbedPath(window.location.pathname)
  return (
    <QueryClientProvider client={sessionQueryClient()}>
      <BrowserRouter basename={embedded ? EMBED_BASE : undefined}>
        {embedded ? <EmbedPage /> : <AppRoutes />}
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  )
}

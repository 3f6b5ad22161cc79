import { BrowserRouter } from 'react-router-dom'
import { QueryClientProvider, sessionQueryClient, Toaster } from '@sitefleet/shared'
import { AppRoutes } from './router'
import './app.css'

/** The dashboard, with the session's one QueryClient: every remote page reads through it. */
export function App () {
  return (
    <QueryClientProvider client={sessionQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  )
}

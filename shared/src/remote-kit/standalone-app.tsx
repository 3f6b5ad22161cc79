import { StrictMode, type FormEvent } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { QueryClientProvider } from '@tanstack/react-query'
import { sessionQueryClient } from '../query/query-client'
import { useAuthStore } from '../stores/auth-store'
import { Toaster } from '../ui/toaster'
import { examplePath, layoutForPath, type PageRegistry } from './page-registry'

/**
 * A remote's own dev page (`npm run dev -w mfe-…`): every page of the remote on its routes, without
 * the shell. API calls are proxied to the local api; a token pasted here (copy `token` from the
 * shell's localStorage) authorises them.
 */
function TokenForm () {
  const saved = useAuthStore((state) => Boolean(state.token))
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const token = new FormData(event.currentTarget).get('token')
    if (typeof token === 'string' && token.trim()) {
      useAuthStore.getState().login(token.trim(), '')
    }
  }
  return (
    <form onSubmit={onSubmit} className='standalone-token'>
      <label>
        API token <input name='token' placeholder={saved ? 'Token stored' : 'Paste a token'} />
      </label>
      <button type='submit'>Use token</button>
    </form>
  )
}

export function renderStandalone (title: string, registry: PageRegistry, element: HTMLElement): void {
  const routes = Object.entries(registry).flatMap(([name, definition]) =>
    definition.paths.map((path) => ({ name, path, definition }))
  )
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={sessionQueryClient()}>
        <BrowserRouter>
          <header className='standalone-header'>
            <strong>{title} (standalone)</strong>
            <TokenForm />
          </header>
          <nav aria-label='Pages'>
            <ul>
              {routes.map(({ name, path }) => (
                <li key={path}>
                  <Link to={examplePath(path)}>{`${name} ${path}`}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <main>
            <Routes>
              {routes.map(({ path, definition: { component: Page, layout } }) => (
                <Route key={path} path={path} element={<Page layout={layout ?? layoutForPath(path)} />} />
              ))}
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  )
}

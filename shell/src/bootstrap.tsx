import { createRoot } from 'react-dom/client'
import { App } from './app/app'

/** Renders the whole dashboard; index.ts calls it behind the async federation boundary. */
export function start (): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('Sitefleet: #root element missing from index.html')
  createRoot(container).render(<App />)
}

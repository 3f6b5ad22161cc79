import { createRoot } from 'react-dom/client'
import { applyTheme, useThemeStore } from '@sitefleet/shared'
import { App } from './app/app'

/** Renders the whole dashboard; index.ts calls it behind the async federation boundary. */
export function start (): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('Sitefleet: #root element missing from index.html')
  // The saved theme before the first paint, so a dark choice never flashes light.
  applyTheme(useThemeStore.getState().choice)
  createRoot(container).render(<App />)
}

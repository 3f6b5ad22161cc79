import { useEffect, useState } from 'react'
import { systemTheme, useThemeStore } from '@sitefleet/shared'

/**
 * The header's light/dark switch. Until it is used the page follows the system setting (and
 * changes with it); once used, the choice is kept in this browser.
 */
export function ThemeSwitch () {
  const choice = useThemeStore((s) => s.choice)
  const choose = useThemeStore((s) => s.choose)
  const [system, setSystem] = useState(systemTheme)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => setSystem(systemTheme())
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [])
  const dark = (choice ?? system) === 'dark'
  return (
    <button
      type='button'
      className='app-header__theme'
      aria-label='Dark theme'
      aria-pressed={dark}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={() => choose(dark ? 'light' : 'dark')}
    >
      <span aria-hidden='true'>{dark ? '☀' : '☾'}</span>
    </button>
  )
}

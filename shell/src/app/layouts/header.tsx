import {
  CATEGORY_LABELS,
  SUPER_CATEGORIES,
  displayName,
  isSuperCategory,
  paths,
  useAuthStore,
  useCategoryStore,
  useSession,
  type LayoutKind,
} from '@sitefleet/shared'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import { useCategorySwitch } from '../../features/category/use-category-switch'
import { ThemeSwitch } from '../../features/theme/theme-switch'

export interface HeaderProps {
  layout: LayoutKind;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

/**
 * Header of both layouts: menu button, category dropdown, "Welcome, {name}". The
 * dropdown shows the stored category: the layout makes it the URL's when the last path segment
 * names one, and scope-neutral pages (/domains/, /hosting-data …) show the category
 * their data comes from rather than a bare "Category". "Welcome, {name}" opens the user menu
 * (a native <details>, keyboard-accessible without script): API tokens, and for admins the
 * remote override.
 */
export function Header ({ layout, sidebarOpen, onToggleSidebar }: HeaderProps) {
  const userName = useAuthStore((s) => s.userName)
  const session = useSession()
  const switchCategory = useCategorySwitch(layout)
  const current = useCategoryStore((s) => s.category)
  const menu = useRef<HTMLDetailsElement>(null)

  return (
    <header className='app-header'>
      <button
        type='button'
        className='app-header__menu'
        aria-label='Toggle menu'
        aria-controls='app-sidebar'
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <span aria-hidden='true'>☰</span>
      </button>
      <span className='app-header__brand'>Sitefleet</span>
      <select
        aria-label='Category'
        className='app-header__category'
        value={current}
        onChange={(e) => {
          if (isSuperCategory(e.target.value)) void switchCategory(e.target.value)
        }}
      >
        {SUPER_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </select>
      <ThemeSwitch />
      <details className='app-header__user' ref={menu}>
        <summary className='app-header__welcome'>Welcome, {displayName(userName, session)}</summary>
        <ul className='app-header__menu-list' aria-label='User menu'>
          <li>
            <Link to={paths.apiTokens(layout)} onClick={() => menu.current?.removeAttribute('open')}>API tokens</Link>
          </li>
          {layout === 'admin' && (
            <li>
              <Link to={paths.remoteOverride} onClick={() => menu.current?.removeAttribute('open')}>Remote override</Link>
            </li>
          )}
        </ul>
      </details>
    </header>
  )
}

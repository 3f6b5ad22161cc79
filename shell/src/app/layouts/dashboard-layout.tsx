import { useState, type ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import type { LayoutKind } from '@sitefleet/shared'
import { useUrlCategory } from '../../features/category/use-url-category'
import { RemoteOverrideBanner } from '../../features/remote-override/components/remote-override-banner'
import { Header } from './header'
import { Sidebar } from './sidebar'

export interface DashboardLayoutProps {
  layout: LayoutKind;
  /** The page; when omitted the matched child route renders (layout route). */
  children?: ReactNode;
}

const SMALL_SCREEN = '(max-width: 800px)'

function isSmallScreen (): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN).matches
}

/** Header + sidebar + main frame shared by the admin and user layouts. */
export function DashboardLayout ({ layout, children }: DashboardLayoutProps) {
  // On phones the sidebar overlays the content, so it starts closed there.
  const [open, setOpen] = useState(() => !isSmallScreen())
  // No page until the stored category is the URL's: its first request must use that scope.
  const categoryReady = useUrlCategory(layout)
  return (
    <div className={`app-frame app-frame--${layout}`}>
      <Header layout={layout} sidebarOpen={open} onToggleSidebar={() => setOpen((o) => !o)} />
      <RemoteOverrideBanner />
      <div className='app-body'>
        <Sidebar layout={layout} open={open} onNavigate={() => isSmallScreen() && setOpen(false)} />
        <main className='app-main'>{categoryReady && (children ?? <Outlet />)}</main>
      </div>
    </div>
  )
}

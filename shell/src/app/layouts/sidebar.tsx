import { NavLink } from 'react-router-dom'
import { sidebarLinks, useCategoryStore, type LayoutKind } from '@sitefleet/shared'
import { useLogout } from '../../features/auth/hooks/use-logout'

export interface SidebarProps {
  layout: LayoutKind;
  open: boolean;
  /** Called after a link is followed, so the overlay closes on small screens. */
  onNavigate?(): void;
}

/** The admin or user sidebar, exactly as the product lists it, for the remembered category. */
export function Sidebar ({ layout, open, onNavigate }: SidebarProps) {
  const category = useCategoryStore((s) => s.category)
  const logout = useLogout()
  return (
    <nav id='app-sidebar' aria-label='Sidebar' className={`app-sidebar${open ? '' : ' app-sidebar--closed'}`}>
      <ul>
        {sidebarLinks(layout, category).map((item) => (
          <li key={item.kind === 'link' ? item.to : 'logout'}>
            {item.kind === 'link'
              ? (
              <NavLink to={item.to} end onClick={onNavigate}>
                {item.label}
              </NavLink>
                )
              : (
              <button type='button' className='app-sidebar__logout' onClick={logout}>
                {item.label}
              </button>
                )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

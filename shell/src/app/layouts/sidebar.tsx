import { NavLink } from 'react-router-dom'
import { sidebarLinks, sidebarSections, useCategoryStore, type LayoutKind, type SidebarItem } from '@sitefleet/shared'
import { useLogout } from '../../features/auth/hooks/use-logout'
import { useCollapsedGroups } from './use-collapsed-groups'

export interface SidebarProps {
  layout: LayoutKind;
  open: boolean;
  /** Called after a link is followed, so the overlay closes on small screens. */
  onNavigate?(): void;
}

/**
 * The admin or user sidebar for the remembered category: entries under group headings (Sites,
 * Health, Hosting …) that fold away, and stay folded in this browser.
 */
export function Sidebar ({ layout, open, onNavigate }: SidebarProps) {
  const category = useCategoryStore((s) => s.category)
  const logout = useLogout()
  const { collapsed, toggle } = useCollapsedGroups()
  const entry = (item: SidebarItem) => (
    <li key={item.kind === 'link' ? item.to : 'logout'}>
      {item.kind === 'link'
        ? <NavLink to={item.to} end onClick={onNavigate}>{item.label}</NavLink>
        : <button type='button' className='app-sidebar__logout' onClick={logout}>{item.label}</button>}
    </li>
  )
  return (
    <nav id='app-sidebar' aria-label='Sidebar' className={`app-sidebar${open ? '' : ' app-sidebar--closed'}`}>
      <ul>
        {sidebarSections(sidebarLinks(layout, category)).map(({ group, items }) => {
          if (group === null) return items.map(entry)
          const listId = `app-sidebar-${group.replace(/\W+/g, '-').toLowerCase()}`
          const folded = collapsed.has(group)
          return (
            <li key={group} className='app-sidebar__group'>
              <button type='button' className='app-sidebar__heading' aria-expanded={!folded} aria-controls={listId} onClick={() => toggle(group)}>
                {group}
              </button>
              <ul id={listId} hidden={folded}>{items.map(entry)}</ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

// Which remote shows which page: the dashboard's own route table, so /embed.js, the frames and
// the dashboard can never disagree.
import type { LayoutKind, RemoteName } from '@sitefleet/shared'
import { ADMIN_ONLY, ADMIN_OVERVIEW, COMMON, PRODUCTS_PAGE, USER_ONLY, pagesForPath } from '../remotes/route-pages'

const ALL_PAGES = [...COMMON, ...USER_ONLY, ...ADMIN_ONLY, PRODUCTS_PAGE, ADMIN_OVERVIEW]

/** `Sitefleet.mount` names the page as mount() does (`DomainErrorsPage`): the remote that has it. */
export function remoteOfPage (page: string): RemoteName | undefined {
  return ALL_PAGES.find(({ module }) => module === `./${page}`)?.remote
}

export interface ElementPanel {
  remote: RemoteName;
  page: string;
  path: string;
  layout: LayoutKind;
}

/**
 * `<sitefleet-panel page="domain-errors" category="natural" layout="user">` (or `path="/servers/…"`):
 * the dashboard path it stands for and the page shown there, or undefined for no such page.
 */
export function panelOfElement ({ page, category, layout, path }: { page: string | null; category: string | null; layout: string | null; path: string | null }): ElementPanel | undefined {
  const kind: LayoutKind = layout === 'admin' ? 'admin' : 'user'
  const own = path ?? `${kind === 'admin' ? '/admin' : ''}/${page ?? ''}${category ? `/${category}` : ''}`
  const found = pagesForPath(own).at(-1)
  return found && { remote: found.remote, page: found.module.slice(2), path: own, layout: kind }
}

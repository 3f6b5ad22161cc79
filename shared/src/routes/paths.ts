import type { SuperCategory } from '../config/categories'
import type { LayoutKind } from '../types/remote'

/** Who may open a route. `any` = every logged-in role. */
export type RouteAccess = 'public' | 'any' | 'user' | 'admin'

export interface RouteEntry {
  /** react-router pattern. */
  pattern: string;
  access: RouteAccess;
}

/** The route table as data, in the sidebar's order; the shell's router is tested against it. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { pattern: '/login', access: 'public' },
  { pattern: '/forgot-password', access: 'public' },
  { pattern: '/overview/:type', access: 'user' },
  { pattern: '/products/:type', access: 'any' },
  { pattern: '/urlscan/:type', access: 'user' },
  { pattern: '/domains/', access: 'user' },
  { pattern: '/domain-errors/:type', access: 'user' },
  { pattern: '/affiliate-errors/:type', access: 'user' },
  { pattern: '/domain-expire/:type', access: 'user' },
  { pattern: '/import/:type', access: 'user' },
  { pattern: '/ssl-expire/:type', access: 'user' },
  { pattern: '/hosting-expire/:type', access: 'user' },
  { pattern: '/not-index/:type', access: 'user' },
  { pattern: '/search/:type', access: 'user' },
  { pattern: '/search/:type/site/:domainId', access: 'user' },
  { pattern: '/hosting-form', access: 'user' },
  { pattern: '/hosting-data', access: 'user' },
  { pattern: '/hosting/domains/:email/:server', access: 'user' },
  { pattern: '/servers/:email', access: 'user' },
  { pattern: '/alerts', access: 'user' },
  { pattern: '/alerts/settings', access: 'user' },
  { pattern: '/incidents', access: 'user' },
  { pattern: '/incidents/:id', access: 'user' },
  { pattern: '/changes/:type', access: 'user' },
  { pattern: '/footprints/:type', access: 'user' },
  { pattern: '/api-tokens', access: 'user' },
  { pattern: '/registrars', access: 'user' },
  { pattern: '/renewals/:type', access: 'user' },
  { pattern: '/reputation/:type', access: 'user' },
  { pattern: '/admin/overview/:type', access: 'admin' },
  { pattern: '/admin/signup', access: 'admin' },
  { pattern: '/admin/urlscan/:type', access: 'admin' },
  { pattern: '/admin/products/:type', access: 'admin' },
  { pattern: '/admin/users', access: 'admin' },
  { pattern: '/admin/user/:userId/domains', access: 'admin' },
  { pattern: '/admin/affiliate-errors/:type', access: 'admin' },
  { pattern: '/admin/domains/:type', access: 'admin' },
  { pattern: '/admin/domain-errors/:type', access: 'admin' },
  { pattern: '/admin/domain-expire/:type', access: 'admin' },
  { pattern: '/admin/import/:type', access: 'admin' },
  { pattern: '/admin/ssl-expire/:type', access: 'admin' },
  { pattern: '/admin/hosting-expire/:type', access: 'admin' },
  { pattern: '/admin/not-index/:type', access: 'admin' },
  { pattern: '/admin/search/:type', access: 'admin' },
  { pattern: '/admin/search/:type/site/:domainId', access: 'admin' },
  { pattern: '/admin/hosting-form', access: 'admin' },
  { pattern: '/admin/hosting-data', access: 'admin' },
  { pattern: '/admin/hosting/domains/:email/:server', access: 'admin' },
  { pattern: '/admin/servers/:email', access: 'admin' },
  { pattern: '/admin/alerts', access: 'admin' },
  { pattern: '/admin/alerts/settings', access: 'admin' },
  { pattern: '/admin/incidents', access: 'admin' },
  { pattern: '/admin/incidents/:id', access: 'admin' },
  { pattern: '/admin/changes/:type', access: 'admin' },
  { pattern: '/admin/footprints/:type', access: 'admin' },
  { pattern: '/admin/api-tokens', access: 'admin' },
  { pattern: '/admin/registrars', access: 'admin' },
  { pattern: '/admin/renewals/:type', access: 'admin' },
  { pattern: '/admin/reputation/:type', access: 'admin' },
  { pattern: '/admin/locations', access: 'admin' },
  { pattern: '/admin/search-google', access: 'admin' },
  { pattern: '/admin/remote-override', access: 'admin' },
]

const enc = encodeURIComponent
/** '/admin' on the admin layout, '' on the user layout: admins have parallel screens. */
const prefix = (layout: LayoutKind) => (layout === 'admin' ? '/admin' : '')

/** Path builders for cross-screen links; every dynamic segment is URL-encoded. */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The portfolio overview of a category: the first sidebar entry. */
  overview: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/overview/${enc(cat)}`,
  /** Dashboard of a category (also where a category switch and login land). */
  products: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/products/${enc(cat)}`,
  /**
   * Domain list. Users have one list at /domains/, optionally filtered by a brand
   * category (`/domains?category=`); admins have one per super category.
   */
  domains: (layout: LayoutKind, cat: SuperCategory | string, brandCategory?: string) => {
    const base = layout === 'admin' ? `/admin/domains/${enc(cat)}` : '/domains/'
    return brandCategory ? `${base.replace(/\/$/, '')}?category=${enc(brandCategory)}` : base
  },
  urlScan: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/urlscan/${enc(cat)}`,
  domainErrors: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/domain-errors/${enc(cat)}`,
  affiliateErrors: (layout: LayoutKind, cat: SuperCategory | string) =>
    `${prefix(layout)}/affiliate-errors/${enc(cat)}`,
  domainExpire: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/domain-expire/${enc(cat)}`,
  /** TLS certificates expiring within 30 days, and expired ones. */
  sslExpire: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/ssl-expire/${enc(cat)}`,
  hostingExpire: (layout: LayoutKind, cat: SuperCategory | string) =>
    `${prefix(layout)}/hosting-expire/${enc(cat)}`,
  notIndexed: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/not-index/${enc(cat)}`,
  /** Search visibility: the accounts, the properties and the portfolio's clicks and impressions. */
  search: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/search/${enc(cat)}`,
  /** One site's clicks and impressions over time with its own events. */
  searchSite: (layout: LayoutKind, cat: SuperCategory | string, domainId: string) =>
    `${prefix(layout)}/search/${enc(cat)}/site/${enc(domainId)}`,
  /** CSV or pasted-list import. */
  import: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/import/${enc(cat)}`,
  hostingForm: (layout: LayoutKind) => `${prefix(layout)}/hosting-form`,
  hostingData: (layout: LayoutKind) => `${prefix(layout)}/hosting-data`,
  /** "Show Servers" target. */
  servers: (layout: LayoutKind, email: string) => `${prefix(layout)}/servers/${enc(email)}`,
  /** "View Domains" target. */
  serverDomains: (layout: LayoutKind, email: string, server: string) =>
    `${prefix(layout)}/hosting/domains/${enc(email)}/${enc(server)}`,
  /** The alert history, and the alert settings (channels, rules, maintenance, digest). */
  alerts: (layout: LayoutKind) => `${prefix(layout)}/alerts`,
  alertSettings: (layout: LayoutKind) => `${prefix(layout)}/alerts/settings`,
  /** The incidents (open first) and one incident's timeline. */
  incidents: (layout: LayoutKind) => `${prefix(layout)}/incidents`,
  incident: (layout: LayoutKind, id: number | string) => `${prefix(layout)}/incidents/${enc(String(id))}`,
  /** SEO changes found between scans of the saved domains. */
  changes: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/changes/${enc(cat)}`,
  /** Sites grouped by what they share. */
  footprints: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/footprints/${enc(cat)}`,
  reputation: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/reputation/${enc(cat)}`,
  /** Personal API tokens, reached from the header's user menu. */
  apiTokens: (layout: LayoutKind) => `${prefix(layout)}/api-tokens`,
  /** Registrar accounts, their sync, and the domains they hold that are not monitored. */
  registrars: (layout: LayoutKind) => `${prefix(layout)}/registrars`,
  /** What renews when and what it costs, from the registrar accounts. */
  renewals: (layout: LayoutKind, cat: SuperCategory | string) => `${prefix(layout)}/renewals/${enc(cat)}`,
  signup: '/admin/signup',
  users: '/admin/users',
  /** Where checks run from and the probes' tokens. */
  locations: '/admin/locations',
  /** The installation's Google OAuth client for Search Console accounts. */
  searchGoogle: '/admin/search-google',
  /** An admin loads one remote from another address in their own browser (the shell's own screen). */
  remoteOverride: '/admin/remote-override',
  userDomains: (userId: string, name: string) => `/admin/user/${enc(userId)}/domains?name=${enc(name)}`,
} as const

/** A sidebar heading; entries outside a group (Overview, Locations, Logout) stand on their own. */
export type SidebarGroup = 'Sites' | 'People' | 'Health' | 'Hosting' | 'Renewals and Registrars' | 'Alerts'

export type SidebarItem =
  | { kind: 'link'; label: string; to: string; group?: SidebarGroup }
  | { kind: 'logout'; label: 'Logout'; group?: undefined }

const link = (label: string, to: string, group?: SidebarGroup): SidebarItem => ({ kind: 'link', label, to, group })
const LOGOUT: SidebarItem = { kind: 'logout', label: 'Logout' }

/**
 * The two sidebars in reading order, each entry with its group. The original entries keep their
 * relative order (user: products, URL scan, domains, domain errors, affiliate errors, domain
 * expire, not indexed, add hosting, hosting data, hosting expire, Logout; admin: products,
 * domains, create user, affiliate errors, domain errors, domain expire, not indexed, the three
 * hosting entries, Logout); the headings and the screens added since go around them.
 */
export function sidebarLinks (layout: LayoutKind, cat: SuperCategory | string): SidebarItem[] {
  const admin = layout === 'admin'
  const health = [
    link('Domain Errors', paths.domainErrors(layout, cat), 'Health'),
    link('Affiliate Errors', paths.affiliateErrors(layout, cat), 'Health'),
  ]
  return [
    link('Overview', paths.overview(layout, cat)),
    link('Products', paths.products(layout, cat), 'Sites'),
    ...(admin ? [] : [link('URL Scan', paths.urlScan('user', cat), 'Sites')]),
    link('Domains', paths.domains(layout, cat), 'Sites'),
    link('Import', paths.import(layout, cat), 'Sites'),
    link('Changes', paths.changes(layout, cat), 'Sites'),
    link('Footprints', paths.footprints(layout, cat), 'Sites'),
    ...(admin ? [link('Create User', paths.signup, 'People')] : []),
    // The admin's original list has affiliate errors before domain errors; the user's the other way.
    ...(admin ? health.reverse() : health),
    link('Domain Expire', paths.domainExpire(layout, cat), 'Health'),
    link('Not Indexed', paths.notIndexed(layout, cat), 'Health'),
    link('Search', paths.search(layout, cat), 'Health'),
    link('Certificates', paths.sslExpire(layout, cat), 'Health'),
    link('Reputation', paths.reputation(layout, cat), 'Health'),
    link('Add Hosting', paths.hostingForm(layout), 'Hosting'),
    link('Hosting Data', paths.hostingData(layout), 'Hosting'),
    link('Hosting Expire', paths.hostingExpire(layout, cat), 'Hosting'),
    link('Renewals', paths.renewals(layout, cat), 'Renewals and Registrars'),
    link('Registrars', paths.registrars(layout), 'Renewals and Registrars'),
    link('Alerts', paths.alerts(layout), 'Alerts'),
    link('Incidents', paths.incidents(layout), 'Alerts'),
    ...(admin ? [link('Locations', paths.locations), link('Google sign-in', paths.searchGoogle)] : []),
    LOGOUT,
  ]
}

export interface SidebarSection {
  /** null: entries that stand alone. */
  group: SidebarGroup | null;
  items: SidebarItem[];
}

/** The entries cut into runs of one group each, as the sidebar draws them. */
export function sidebarSections (items: SidebarItem[]): SidebarSection[] {
  const sections: SidebarSection[] = []
  for (const item of items) {
    const group = item.group ?? null
    const last = sections.at(-1)
    if (last !== undefined && last.group === group && group !== null) last.items.push(item)
    else sections.push({ group, items: [item] })
  }
  return sections
}

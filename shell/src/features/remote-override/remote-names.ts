import type { RemoteName } from '@sitefleet/shared'

export const REMOTE_NAMES: RemoteName[] = ['mfe_domains', 'mfe_hosting', 'mfe_indexing', 'mfe_admin', 'mfe_alerts']

/** A remote as its team calls it: its folder's name, mfe-domains. */
export const remoteLabel = (name: string) => name.replace(/_/g, '-')

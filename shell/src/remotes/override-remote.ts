import type { RemoteOverride } from '@sitefleet/shared'

/**
 * The settings screen's way into the federation runtime: the same lazy chunk the remote pages
 * load (never part of the login screen), named './federation' like theirs.
 */
export async function overrideRemote (override: RemoteOverride): Promise<void> {
  const federation = await import(/* webpackChunkName: "federation" */ './federation')
  await federation.overrideRemote(override)
}

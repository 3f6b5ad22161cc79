// What the remotes expose, typed from their own builds (shell/@mf-types, written by
// `npm run types:remotes`): a route naming a page a remote does not expose, or one whose props
// no longer accept what the shell passes a page, fails the type check.
import type { ComponentType } from 'react'
import type { RemoteName, RemotePageProps } from '@sitefleet/shared'
import type { PackageType, RemoteKeys } from '../../@mf-types'

/** `mfe_domains/DomainListPage`: an exposed module whose default export renders with a page's props. */
export type PageKey = {
  [K in RemoteKeys]: PackageType<K> extends { default: ComponentType<RemotePageProps> } ? K : never
}[RemoteKeys]

/** `./DomainListPage`, for a page `R` exposes. */
export type PageModule<R extends RemoteName> = PageKey extends infer K ? (K extends `${R}/${infer M}` ? `./${M}` : never) : never

/** One remote page: the remote and its exposed module, checked against each other. */
export type RemotePageRef = { [R in RemoteName]: { remote: R; module: PageModule<R> } }[RemoteName]

/** The key `loadRemote` takes for a page. */
export function pageKey ({ remote, module }: RemotePageRef): PageKey {
  return `${remote}/${module.slice(2)}` as PageKey
}

import type { ComponentType } from 'react'
import type { LayoutKind, RemotePageProps } from '../types/remote'

/** One exposed page of a remote: the component and the route patterns it serves. */
export interface PageDefinition {
  component: ComponentType<RemotePageProps>;
  /** Route patterns with params, e.g. `/domains/:type`; the first is the standalone link. */
  paths: string[];
  /** Layout to render with when the path alone does not say (admin paths start with /admin). */
  layout?: LayoutKind;
}

export type PageRegistry = Record<string, PageDefinition>

export function layoutForPath (path: string): LayoutKind {
  return path.startsWith('/admin') ? 'admin' : 'user'
}

/** A concrete example location for a route pattern, for standalone navigation. */
export function examplePath (pattern: string): string {
  return pattern
    .replace(':type', 'natural')
    .replace(':email', encodeURIComponent('owner@example.com'))
    .replace(':server', 'server-1')
    .replace(':userId', 'user-id')
}

export type {
  RemoteOverride,
  RemoteOverrideSettings,
  ResolvedRemoteOverride,
  ResolveRemoteOverrideBody,
  SetRemoteOverrideBody,
  SetRemoteOverrideResponse,
} from './api-contract.generated'
import type { ComponentType } from 'react'
import type { PanelApiSettings } from '../api/panel-client'

/** Federation names of the remotes, as keys of remotes.json. */
export type RemoteName = 'mfe_domains' | 'mfe_hosting' | 'mfe_indexing' | 'mfe_admin' | 'mfe_alerts'

/** Which layout a page is rendered in; admin pages read everyone's data and link to /admin paths. */
export type LayoutKind = 'admin' | 'user'

/** Props every exposed page receives from the shell (route params come from react-router hooks). */
export interface RemotePageProps {
  layout: LayoutKind;
}

/** Shape of an exposed page module (`mfe_domains/DomainListPage`, …). */
export interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
}

/** Props for embedding a remote page into a non-React host. */
export interface MountProps extends RemotePageProps {
  /** Exposed page name without the `./`, e.g. `DomainListPage`. */
  page: string;
  /** Location the page should see, e.g. `/domains/natural?category=Brand`. */
  path: string;
  /**
   * Where Sitefleet's API answers and the token this panel calls with, when embedded on another
   * page. Without it the panel uses the shell's session (same origin).
   */
  api?: PanelApiSettings;
}

/** Shape of every remote's `./mount` module: renders a page into an element, returns an unmount. */
export interface RemoteMountModule {
  mount(element: HTMLElement, props: MountProps): () => void;
}

/** remotes.json: federation name → URL of that remote's mf-manifest.json (or remoteEntry.js). */
export type RemotesManifest = Partial<Record<RemoteName, string>>

/**
 * Federated types: each remote's build compiles the declarations of what it exposes into
 * `dist/@mf-types.zip` and `dist/@mf-types.d.ts` (enhanced's dts plugin). The shell and the
 * React host of examples/embed never download them: `npm run types:remotes` (scripts/federated-types.ts)
 * unpacks those files into `shell/@mf-types/`, which the type check resolves `mfe_domains/…`
 * imports to (tsconfig.json `paths`), so a remote that changes an exposed page's props breaks it.
 */
import path from 'node:path'
import { rootDir } from './shared-singletons'

export const REMOTE_DIRS = {
  mfe_domains: 'mfe-domains',
  mfe_hosting: 'mfe-hosting',
  mfe_indexing: 'mfe-indexing',
  mfe_admin: 'mfe-admin',
  mfe_alerts: 'mfe-alerts',
} as const

export type RemoteKey = keyof typeof REMOTE_DIRS

/** Where the type check reads the remotes' types from (gitignored: written from the builds' files). */
export const HOST_TYPES_DIR = path.join(rootDir, 'shell', '@mf-types')

/**
 * The remote's own tsconfig (its sources, the shared package) and no third-party extraction:
 * the host resolves `react` and `@sitefleet/shared` from its own node_modules. An error in the
 * remote's declarations fails its build rather than shipping no types.
 */
export function remoteTypesOptions (appDir: string) {
  return {
    tsConfigPath: path.join(appDir, 'tsconfig.json'),
    compileInChildProcess: false,
    generateAPITypes: true,
    extractThirdParty: false,
    abortOnError: true,
  }
}

/** The two files a remote's build writes for its types. */
export function remoteTypesFiles (remote: RemoteKey): { zip: string; api: string } {
  const dist = path.join(rootDir, REMOTE_DIRS[remote], 'dist')
  return { zip: path.join(dist, '@mf-types.zip'), api: path.join(dist, '@mf-types.d.ts') }
}

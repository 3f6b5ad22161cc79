/**
 * `npm run types:remotes`: puts the types each remote's build wrote (`dist/@mf-types.zip`, its
 * declarations, and `dist/@mf-types.d.ts`, the keys `loadRemote` takes) where the shell's type
 * check reads them, `shell/@mf-types/<remote>/`, plus `index.d.ts` joining every remote's keys.
 * Files only, never a URL, so it works offline. A remote not built yet, or built before its
 * sources last changed, has its types generated here first by the same dts plugin and options
 * as its build (`npm run typecheck` on a fresh clone needs no build).
 */
import fs from 'node:fs'
import path from 'node:path'
import AdmZip from 'adm-zip'
import { generateTypes } from '@module-federation/dts-plugin/core'
import { HOST_TYPES_DIR, REMOTE_DIRS, remoteTypesFiles, remoteTypesOptions, type RemoteKey } from '../webpack/federated-types'
import { rootDir } from '../webpack/shared-singletons'

const ALIAS = 'REMOTE_ALIAS_IDENTIFIER'

function newestMtime (dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

function isCurrent (remote: RemoteKey): boolean {
  const { zip, api } = remoteTypesFiles(remote)
  if (!fs.existsSync(zip) || !fs.existsSync(api)) return false
  const sources = Math.max(newestMtime(path.join(rootDir, REMOTE_DIRS[remote], 'src')), newestMtime(path.join(rootDir, 'shared', 'src')))
  return fs.statSync(zip).mtimeMs >= sources
}

async function generate (remote: RemoteKey): Promise<void> {
  const dir = path.join(rootDir, REMOTE_DIRS[remote])
  const { exposes } = await import(path.join(dir, 'webpack.config.ts')) as { exposes: Record<string, string> }
  await generateTypes({
    remote: { ...remoteTypesOptions(dir), context: dir, moduleFederationConfig: { name: remote, filename: 'remoteEntry.js', exposes } },
  })
}

/** `<remote>/apis.d.ts`: the remote's keys and module types under its own name. */
function unpack (remote: RemoteKey): void {
  const { zip, api } = remoteTypesFiles(remote)
  const target = path.join(HOST_TYPES_DIR, remote)
  fs.rmSync(target, { recursive: true, force: true })
  new AdmZip(zip).extractAllTo(target, true)
  fs.writeFileSync(path.join(target, 'apis.d.ts'), fs.readFileSync(api, 'utf8').replaceAll(ALIAS, remote))
}

function writeIndex (remotes: RemoteKey[]): void {
  const imports = remotes.map((remote, i) => `import type { PackageType as PackageType${i}, RemoteKeys as RemoteKeys${i} } from './${remote}/apis'`)
  const keys = remotes.map((_, i) => `RemoteKeys${i}`).join(' | ')
  const packages = remotes.map((_, i) => `T extends RemoteKeys${i} ? PackageType${i}<T> : `).join('')
  fs.writeFileSync(path.join(HOST_TYPES_DIR, 'index.d.ts'), [
    '// Written by scripts/federated-types.ts from the remotes\' builds: every exposed module and its type.',
    ...imports,
    `export type RemoteKeys = ${keys}`,
    `export type PackageType<T> = ${packages}never`,
    '',
  ].join('\n'))
}

async function main (): Promise<void> {
  const remotes = Object.keys(REMOTE_DIRS) as RemoteKey[]
  for (const remote of remotes) {
    if (!isCurrent(remote)) await generate(remote)
    unpack(remote)
  }
  writeIndex(remotes)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})

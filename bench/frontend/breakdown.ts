// Where the federated build's extra bytes go, chunk by chunk, against the single build:
//
//   ANALYZE=1 npm run build:web && ANALYZE=1 npm run bench -- frontend-weight && npm run bench:breakdown
//
// The bench run says which files each screen fetched and what each weighed over the wire
// (bench/results/frontend-weight.json). ANALYZE=1 makes every build (the product's, and the single
// build the bench makes) run webpack-bundle-analyzer — the webpack project's own analyser, which
// reads webpack's stats together with the minified files, so a module's size is what it weighs
// in the shipped file, not in its source — writing a treemap and the stats to bench/.build/analysis/.
// This script splits each fetched file's wire bytes between its contents in proportion to their
// minified size, and sums them by kind. Appends to bench/results/frontend-breakdown.md.
import fs from 'node:fs'
import path from 'node:path'
import type { StatsCompilation } from 'webpack'
import { ANALYSIS_DIR } from '../../webpack/create-app-config'
import { REPO } from '../lib/child'
import { RESULTS_DIR } from '../lib/report'

// webpack-bundle-analyzer ships no type declarations; this is the one function used.
interface ChunkNode { label: string, path?: string, parsedSize?: number, groups?: ChunkNode[] }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const analyzer = require('webpack-bundle-analyzer/lib/analyzer') as {
  getViewerData: (stats: StatsCompilation, dir: string, opts: { compressionAlgorithm: 'brotli' }) => ChunkNode[] | null
}

const BUILDS: Record<string, string> = {
  shell: path.join(REPO, 'shell', 'dist'),
  mfe_domains: path.join(REPO, 'mfe-domains', 'dist'),
  single: path.join(__dirname, '..', '.build', 'single', 'shell', 'dist')
}

interface FileWeight { url: string, encoding: string, wire: number, raw: number }
interface Screens { login: FileWeight[], domainList: FileWeight[] }

/** What a module is, for the table: the federation's own code, a library, or an app's code. */
export function category (modulePath: string, build: string): string {
  const p = modulePath.replace(/\\/g, '/')
  if (/entry modules \(concatenated\)/.test(p)) return 'webpack runtime + federation glue (share/remote tables, runtime modules)'
  if (/@module-federation\/|\/\.federation\//.test(p)) return 'federation runtime (@module-federation/*)'
  if (/node_modules\/(react-dom|scheduler)\//.test(p)) return 'react-dom'
  if (/node_modules\/react\//.test(p)) return 'react'
  if (/node_modules\/axios\//.test(p)) return 'axios'
  if (/node_modules\/@tanstack\//.test(p)) return '@tanstack/react-query'
  if (/node_modules\/react-router(-dom)?\//.test(p) || /shared\/src\/federation\//.test(p)) return 'react-router'
  if (/node_modules\/(style-loader|css-loader)\//.test(p)) return 'style-loader/css-loader runtime'
  if (/node_modules\//.test(p)) return 'other libraries (zustand, jwt-decode, …)'
  if (/(^|\/)shared\/src\//.test(p) || /shared@/.test(p)) return '@sitefleet/shared'
  if (/mfe-domains\/src\//.test(p) || build === 'mfe_domains') return 'domain list page (mfe-domains)'
  return 'shell app'
}

function leaves (node: ChunkNode, prefix = ''): Array<{ path: string, size: number }> {
  const here = node.path ?? `${prefix}/${node.label}`
  if (node.groups === undefined || node.groups.length === 0) return [{ path: here, size: node.parsedSize ?? 0 }]
  return node.groups.flatMap((g) => leaves(g, here))
}

/** `/905.a1be4faa.js?x` → `905`; `/remotes/mfe-domains/remoteEntry.js` → `remoteEntry`: chunk names survive a rebuild, hashes need not. */
function chunkKey (file: string): string {
  return path.basename(file.split('?')[0]).replace(/(\.[0-9a-f]{8})?\.js$/, '')
}

export async function breakdown (): Promise<string> {
  const measured = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, 'frontend-weight.json'), 'utf8')) as { startedAt: string, details: { federated: Screens, single: Screens } }
  const contents = new Map<string, Array<{ path: string, size: number }>>()
  for (const [name, dir] of Object.entries(BUILDS)) {
    const statsFile = path.join(ANALYSIS_DIR, `${name}.stats.json`)
    if (!fs.existsSync(statsFile)) throw new Error(`${path.relative(REPO, statsFile)} is missing: build with ANALYZE=1 first (see the top of this file)`)
    const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as StatsCompilation
    for (const chunk of analyzer.getViewerData(stats, dir, { compressionAlgorithm: 'brotli' }) ?? []) contents.set(`${name}:${chunkKey(chunk.label)}`, leaves(chunk))
  }

  const lines: string[] = [`### frontend-breakdown (${new Date().toISOString()}; files and wire bytes from the frontend-weight run of ${measured.startedAt})`, '']
  for (const screen of ['login', 'domainList'] as const) {
    const byCategory = new Map<string, { federated: number, single: number }>()
    const fileRows: string[] = []
    for (const side of ['federated', 'single'] as const) {
      for (const f of measured.details[side][screen]) {
        const build = side === 'single' ? 'single' : f.url.startsWith('/remotes/mfe-domains/') ? 'mfe_domains' : 'shell'
        const parts = contents.get(`${build}:${chunkKey(f.url)}`) ?? [{ path: 'not in the analysed build (rebuilt since the bench run?)', size: 1 }]
        const total = parts.reduce((s, p) => s + p.size, 0) || 1
        const mine = new Map<string, number>()
        for (const p of parts) mine.set(category(p.path, build), (mine.get(category(p.path, build)) ?? 0) + f.wire * p.size / total)
        for (const [c, bytes] of mine) {
          const entry = byCategory.get(c) ?? { federated: 0, single: 0 }
          entry[side] += bytes
          byCategory.set(c, entry)
        }
        const what = [...mine].sort((a, b) => b[1] - a[1]).filter(([, b]) => b >= 102).map(([c, b]) => `${c} ${(b / 1024).toFixed(1)}`).join('; ')
        fileRows.push(`| ${side} | ${f.url.split('?')[0]} | ${(f.wire / 1024).toFixed(1)} | ${what} |`)
      }
    }
    const kib = (b: number): string => (b / 1024).toFixed(1)
    const sum = (side: 'federated' | 'single'): number => [...byCategory.values()].reduce((s, v) => s + v[side], 0)
    lines.push(`#### ${screen === 'login' ? 'login screen' : 'domain list'}: ${kib(sum('federated'))} KiB federated vs ${kib(sum('single'))} KiB single build, over the wire`, '',
      '| what | federated KiB | single build KiB | difference |', '|---|---:|---:|---:|',
      ...[...byCategory].sort((a, b) => (b[1].federated - b[1].single) - (a[1].federated - a[1].single))
        .map(([c, v]) => `| ${c} | ${kib(v.federated)} | ${kib(v.single)} | ${(v.federated - v.single >= 0 ? '+' : '')}${kib(v.federated - v.single)} |`),
      '', '| build | file | KiB over the wire | what it holds (KiB) |', '|---|---|---:|---|', ...fileRows, '')
  }
  return lines.join('\n')
}

if (require.main === module) {
  breakdown().then((md) => {
    fs.appendFileSync(path.join(RESULTS_DIR, 'frontend-breakdown.md'), md + '\n')
    process.stdout.write(md + `\nTreemaps of every build: ${path.relative(REPO, ANALYSIS_DIR)}/<app>.html\n`)
  }).catch((err) => { console.error(err); process.exit(1) })
}

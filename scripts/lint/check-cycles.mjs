// `npm run lint` step: no import cycle in any source root, counting `import type`.
// ESLint's import-x/no-cycle skips type-only imports (it has no option to count them), and a
// cycle through types still ties modules together: neither side can move or be read alone.
// madge reads every import, type or value, with each root's own tsconfig for path resolution.
//   node scripts/lint/check-cycles.mjs                  every root below
//   node scripts/lint/check-cycles.mjs DIR TSCONFIG     one folder (the lint test plants a cycle)
import path from 'node:path'
import madge from 'madge'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FRONT_END = ['shell', 'shared', 'mfe-domains', 'mfe-hosting', 'mfe-indexing', 'mfe-admin', 'mfe-alerts']
const ROOTS = [
  { dir: 'api/src', tsConfig: 'api/tsconfig.json' },
  ...FRONT_END.map((app) => ({ dir: `${app}/src`, tsConfig: 'tsconfig.json' }))
]

const counted = { skipTypeImports: false }
const [dir, tsConfig] = process.argv.slice(2)
const roots = dir === undefined ? ROOTS : [{ dir, tsConfig }]

let failed = false
for (const root of roots) {
  const graph = await madge(path.resolve(ROOT, root.dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.resolve(ROOT, root.tsConfig),
    detectiveOptions: { ts: counted, tsx: counted }
  })
  for (const cycle of graph.circular()) {
    failed = true
    console.error(`${root.dir}: import cycle (type imports count): ${[...cycle, cycle[0]].join(' → ')}`)
  }
}
if (failed) process.exitCode = 1

#!/usr/bin/env node
// `npm start` runs this first: it builds the front end and the api only when their sources are
// newer than what was built, so a restart of an unchanged checkout takes seconds instead of a
// full webpack + tsc build. `npm run build` always rebuilds everything. Naming targets
// (`build-if-stale.js api`) builds only those: the operator commands (backup, restore,
// rotate-secrets) need the api, not the front end.
const { execSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.join(__dirname, '..')
const REMOTES = ['mfe-domains', 'mfe-hosting', 'mfe-indexing', 'mfe-admin', 'mfe-alerts']

/** What each build reads and writes (paths relative to the repository). */
const TARGETS = [
  {
    name: 'front end',
    command: 'npm run build:web',
    inputs: [
      'webpack',
      'webpack.config.ts',
      'package.json',
      // Dependencies are bundled into the front end.
      'package-lock.json',
      'shared/src',
      'shared/package.json',
      'shell/src',
      'shell/public',
      'shell/package.json',
      'shell/webpack.config.ts',
      ...REMOTES.flatMap((r) => [`${r}/src`, `${r}/package.json`, `${r}/webpack.config.ts`]),
    ],
    outputs: ['shell/dist/index.html', 'shell/dist/main.js', ...REMOTES.flatMap((r) => [`${r}/dist/remoteEntry.js`, `${r}/dist/mf-manifest.json`])],
  },
  {
    name: 'api',
    command: 'npm run build -w api',
    inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'tsconfig.base.json'],
    outputs: ['api/dist/server.js', 'api/dist/worker.js', 'api/dist/app.js', 'api/dist/backup.js', 'api/dist/restore.js', 'api/dist/rotate-secrets.js'],
  },
]

/** Test files are not part of any build. */
const IGNORED_FILE = /\.test\.[cm]?[jt]sx?$/
const IGNORED_DIR = new Set(['node_modules', 'dist'])

/** The most recently modified file under `paths` (files or folders), or null when there is none. */
function newestInput (root, paths) {
  let newest = null
  const visit = (file) => {
    let stat
    try {
      stat = fs.statSync(file)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      if (IGNORED_DIR.has(path.basename(file))) return
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry))
    } else if (!IGNORED_FILE.test(file) && (newest === null || stat.mtimeMs > newest.mtimeMs)) {
      newest = { file: path.relative(root, file), mtimeMs: stat.mtimeMs }
    }
  }
  for (const p of paths) visit(path.join(root, p))
  return newest
}

/** The least recently written output, or `{ missing }` naming one that does not exist. */
function oldestOutput (root, paths) {
  let oldest = null
  for (const p of paths) {
    let stat
    try {
      stat = fs.statSync(path.join(root, p))
    } catch {
      return { missing: p }
    }
    if (oldest === null || stat.mtimeMs < oldest.mtimeMs) oldest = { file: p, mtimeMs: stat.mtimeMs }
  }
  return oldest
}

/** Whether `target` needs building in `root`, and why (for the log). */
function staleness (root, target) {
  const output = oldestOutput(root, target.outputs)
  if (output === null || 'missing' in output) return { stale: true, reason: `${output?.missing ?? 'output'} is missing` }
  const input = newestInput(root, target.inputs)
  if (input !== null && input.mtimeMs > output.mtimeMs) return { stale: true, reason: `${input.file} is newer than ${output.file}` }
  return { stale: false, reason: 'up to date' }
}

function main (names = process.argv.slice(2)) {
  const unknown = names.filter((n) => !TARGETS.some((t) => t.name === n))
  if (unknown.length > 0) throw new Error(`unknown build target ${unknown.join(', ')} (known: ${TARGETS.map((t) => t.name).join(', ')})`)
  for (const target of TARGETS.filter((t) => names.length === 0 || names.includes(t.name))) {
    const { stale, reason } = staleness(ROOT, target)
    if (!stale) {
      console.log(`${target.name}: ${reason}, not rebuilt`)
      continue
    }
    console.log(`${target.name}: ${reason}; building (${target.command})`)
    execSync(target.command, { cwd: ROOT, stdio: 'inherit' })
  }
}

if (require.main === module) main()

module.exports = { TARGETS, newestInput, oldestOutput, staleness }

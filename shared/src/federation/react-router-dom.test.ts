// The federation provides shared/src/federation/react-router-dom.ts under the name
// `react-router-dom` (webpack/shared-singletons.ts): every name an app imports from 'react-router-dom'
// must be exported there, or it would be undefined at run time in the built product.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '..', '..', '..')
const APPS = ['shared', 'shell', 'mfe-domains', 'mfe-hosting', 'mfe-indexing', 'mfe-admin', 'mfe-alerts']
const FACADE = path.join(__dirname, 'react-router-dom.ts')

function sources (dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && full !== FACADE ? [full] : []
  })
}

/** Names in `{ a, type B, c as d }` lists of the given import/export statements. */
function names (code: string, statement: RegExp): string[] {
  return [...code.matchAll(statement)].flatMap((match) => match[1].split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\sas\s/)[0].trim())
    .filter(Boolean))
}

test('the shared router module exports every name the apps import from react-router-dom', () => {
  const imported = new Set(APPS.flatMap((app) => sources(path.join(ROOT, app, 'src')))
    .flatMap((file) => names(fs.readFileSync(file, 'utf8'), /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g)))
  const exported = new Set(names(fs.readFileSync(FACADE, 'utf8'), /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g))
  expect(imported.size).toBeGreaterThan(5)
  expect([...imported].filter((name) => !exported.has(name)).sort()).toEqual([])
})

test('no app imports react-router-dom as a whole (its unlisted names would be missing)', () => {
  const wholesale = APPS.flatMap((app) => sources(path.join(ROOT, app, 'src')))
    .filter((file) => /import\s+\*\s+as\s+\w+\s+from\s+['"]react-router-dom['"]|import\s+\w+\s+from\s+['"]react-router-dom['"]/.test(fs.readFileSync(file, 'utf8')))
  expect(wholesale).toEqual([])
})

// Federated types: the shell's type check reads each remote's exposed pages from the types its
// build wrote (shell/@mf-types, tsconfig.json `paths`). A remote that changes an exposed page's
// props, here DomainListPage asking for a prop the shell never passes, fails the shell's check.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '..', '..')
const TYPES = path.join(ROOT, 'shell', '@mf-types')
const PAGE = path.join('compiled-types', 'src', 'pages', 'domain-list-page.d.ts')
const CACHE = path.join(ROOT, 'node_modules', '.cache')
const REMOTES = ['mfe_domains', 'mfe_hosting', 'mfe_indexing', 'mfe_admin', 'mfe_alerts']

const dirs: string[] = []
afterAll(() => { for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true }) })

beforeAll(() => {
  // The same step `npm run typecheck` takes first: the remotes' types in place, from their builds.
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'scripts', 'federated-types.ts')], { cwd: ROOT, stdio: 'pipe' })
}, 600_000)

/** Type-checks the shell's route table against a copy of mfe_domains' types, changed by `edit`. */
function checkShellWith (edit: (declaration: string) => string): { status: number | null; output: string } {
  // Inside the repository, so the copied declarations resolve react and @sitefleet/shared as the real ones do.
  fs.mkdirSync(CACHE, { recursive: true })
  const dir = fs.mkdtempSync(path.join(CACHE, 'federated-types-'))
  dirs.push(dir)
  const domains = path.join(dir, 'mfe_domains')
  fs.cpSync(path.join(TYPES, 'mfe_domains'), domains, { recursive: true })
  fs.writeFileSync(path.join(domains, PAGE), edit(fs.readFileSync(path.join(domains, PAGE), 'utf8')))
  const paths = Object.fromEntries(REMOTES.map((remote) => [`${remote}/*`, [`${remote === 'mfe_domains' ? domains : path.join(TYPES, remote)}/*`]]))
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    extends: path.join(ROOT, 'tsconfig.json'),
    compilerOptions: { paths, types: [] },
    include: [],
    files: [path.join(ROOT, 'shell', 'src', 'app', 'router.tsx')],
  }))
  const run = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')], { cwd: ROOT, encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

test('the shell type-checks against the remotes\' types as built', () => {
  const { status, output } = checkShellWith((declaration) => declaration)
  expect(output).toBe('')
  expect(status).toBe(0)
}, 300_000)

test('a remote page that now needs a prop the shell does not pass fails the shell\'s type check', () => {
  const { status, output } = checkShellWith((declaration) => {
    const changed = declaration.replace('({ layout }: RemotePageProps)', '(props: RemotePageProps & { sort: string })')
    expect(changed).not.toBe(declaration)
    return changed
  })
  expect(status).not.toBe(0)
  expect(output).toMatch(/shell\/src\/remotes\/route-pages\.ts\(\d+,\d+\): error TS2322: Type '"\.\/DomainListPage"' is not assignable/)
}, 300_000)

const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { TARGETS, staleness } = require('./build-if-stale')

const ROOT = path.join(__dirname, '..')
const target = {
  name: 'app',
  command: 'build it',
  inputs: ['src', 'config.json'],
  outputs: ['dist/index.html', 'dist/main.js'],
}

let dir
let clock
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitefleet-stale-'))
  clock = Date.parse('2026-11-23T10:00:00Z') / 1000
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Writes a file whose modification time is one "minute" after the previous one written. */
function write (file) {
  const full = path.join(dir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, file)
  clock += 60
  fs.utimesSync(full, clock, clock)
}

test('never built: stale, naming the missing output', () => {
  write('src/app.ts')
  expect(staleness(dir, target)).toEqual({ stale: true, reason: 'dist/index.html is missing' })
  write('dist/index.html')
  expect(staleness(dir, target)).toEqual({ stale: true, reason: 'dist/main.js is missing' })
})

test('built after the last change: up to date, so a restart does not build', () => {
  write('config.json')
  write('src/app.ts')
  write('src/deep/er/page.tsx')
  write('dist/index.html')
  write('dist/main.js')
  expect(staleness(dir, target)).toEqual({ stale: false, reason: 'up to date' })
})

test('a source changed after the build: stale, naming it and the oldest output', () => {
  write('src/app.ts')
  write('dist/index.html')
  write('dist/main.js')
  write('src/deep/page.tsx')
  expect(staleness(dir, target)).toEqual({ stale: true, reason: `${path.join('src', 'deep', 'page.tsx')} is newer than dist/index.html` })
})

test('a listed input file counts as much as a folder', () => {
  write('src/app.ts')
  write('dist/index.html')
  write('dist/main.js')
  write('config.json')
  expect(staleness(dir, target).stale).toBe(true)
})

test('test files and node_modules/dist inside the sources do not trigger a build', () => {
  write('src/app.ts')
  write('dist/index.html')
  write('dist/main.js')
  write('src/app.test.ts')
  write('src/page.test.tsx')
  write('src/node_modules/x/index.js')
  write('src/dist/old.js')
  expect(staleness(dir, target)).toEqual({ stale: false, reason: 'up to date' })
})

test("the real targets' inputs exist in this repository, and their outputs are what the builds write", () => {
  for (const t of TARGETS) {
    for (const input of t.inputs) expect({ target: t.name, input, exists: fs.existsSync(path.join(ROOT, input)) }).toEqual({ target: t.name, input, exists: true })
  }
  const api = TARGETS.find((t) => t.name === 'api')
  const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'tsconfig.build.json'), 'utf8'))
  expect(tsconfig.compilerOptions.outDir).toBe('dist')
  expect(api.outputs).toContain('api/dist/server.js')
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  // eslint-disable-next-line no-template-curly-in-string -- the shell's parameter expansion, not a template
  expect(pkg.scripts.start).toBe('node scripts/build-if-stale.js && node --max-old-space-size=${API_HEAP_MB:-256} api/dist/server.js')
  expect(TARGETS.map((t) => t.command)).toEqual(['npm run build:web', 'npm run build -w api'])
  expect(pkg.scripts.build).toBe(`${TARGETS[0].command} && ${TARGETS[1].command}`)
})

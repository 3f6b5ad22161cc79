// The cycle step of `npm run lint` (scripts/lint/check-cycles.mjs) counts type-only imports,
// which ESLint's import-x/no-cycle does not: a cycle made only of `import type` fails it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SCRIPT = path.join(__dirname, '../lint/check-cycles.mjs')

function plant (files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'))
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }))
  fs.mkdirSync(path.join(dir, 'src'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'src', name), text)
  return dir
}

function check (dir: string): { status: number | null, stderr: string } {
  const run = spawnSync(process.execPath, [SCRIPT, path.join(dir, 'src'), path.join(dir, 'tsconfig.json')], { encoding: 'utf8' })
  return { status: run.status, stderr: run.stderr }
}

const dirs: string[] = []
afterAll(() => { for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true }) })

test('a cycle made only of type imports fails the step, naming its files', () => {
  const dir = plant({
    'types.ts': "import type { Round } from './round'\nexport interface Check { round: Round }\n",
    'round.ts': "import type { Check } from './types'\nexport type Round = (checks: Check[]) => void\n"
  })
  dirs.push(dir)
  const { status, stderr } = check(dir)
  expect(status).toBe(1)
  expect(stderr).toMatch(/import cycle \(type imports count\): (types\.ts → round\.ts → types\.ts|round\.ts → types\.ts → round\.ts)/)
})

test('the same modules with the type declared on one side pass', () => {
  const dir = plant({
    'types.ts': 'export interface Check { id: string }\nexport type Round = (checks: Check[]) => void\n',
    'round.ts': "import type { Check, Round } from './types'\nexport const round: Round = (checks: Check[]) => { void checks }\n"
  })
  dirs.push(dir)
  expect(check(dir)).toEqual({ status: 0, stderr: '' })
})

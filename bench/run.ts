// `npm run bench` runs every scenario; `npm run bench -- <name>...` runs those. Scenarios run one
// after another (each one loads the 2-core machine on its own). A scenario that throws is reported
// as FAILED and the run goes on, so one broken scenario never hides the others' figures.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { assertFarmCaTrusted } from '../api/test/farm'
import { REPO } from './lib/child'

const SCENARIOS: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  'check-throughput': async () => await import('./scenarios/check-throughput'),
  'scan-cost': async () => await import('./scenarios/scan-cost'),
  'api-at-scale': async () => await import('./scenarios/api-at-scale'),
  'frontend-weight': async () => await import('./scenarios/frontend-weight')
}

/**
 * The api measured in its own process (lib/api-process) is the compiled one, as `npm start` runs
 * it: compile what is checked out unless api/dist is already newer than every source file.
 */
function compileApiIfStale (): void {
  const newest = (dir: string): number => fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile())
    .reduce((latest, f) => Math.max(latest, fs.statSync(path.join(f.parentPath, f.name)).mtimeMs), 0)
  const built = path.join(REPO, 'api', 'dist', 'app.js')
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > newest(path.join(REPO, 'api', 'src'))) return
  console.log('compiling the api (npm run build -w api) ...')
  execSync('npm run build -w api', { cwd: REPO, stdio: 'inherit' })
}

async function main (): Promise<void> {
  const asked = process.argv.slice(2)
  const unknown = asked.filter((n) => !(n in SCENARIOS))
  if (unknown.length > 0) {
    console.error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(SCENARIOS).join(', ')}`)
    process.exit(2)
  }
  assertFarmCaTrusted()
  compileApiIfStale()
  let failed = 0
  for (const name of asked.length > 0 ? asked : Object.keys(SCENARIOS)) {
    console.log(`\n=== ${name} ===`)
    try {
      await (await SCENARIOS[name]()).run()
    } catch (err) {
      failed++
      console.error(`FAILED ${name}:`, err)
    }
  }
  process.exit(failed > 0 ? 1 : 0)
}

void main()

// `npm run bench` runs every scenario; `npm run bench -- <name>...` runs those. Scenarios run one
// after another (each one loads the 2-core machine on its own). A scenario that throws is reported
// as FAILED and the run goes on, so one broken scenario never hides the others' figures.
import { execSync } from 'node:child_process'
import { assertFarmCaTrusted } from '../api/test/farm'
import { staleness, TARGETS } from '../scripts/build-if-stale'
import { REPO } from './lib/child'

const SCENARIOS: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  'check-throughput': async () => await import('./scenarios/check-throughput'),
  'scan-cost': async () => await import('./scenarios/scan-cost'),
  'api-at-scale': async () => await import('./scenarios/api-at-scale'),
  'frontend-weight': async () => await import('./scenarios/frontend-weight'),
  'scan-accuracy': async () => await import('./scenarios/scan-accuracy'),
  'alert-storm': async () => await import('./scenarios/alert-storm'),
  import: async () => await import('./scenarios/import'),
  export: async () => await import('./scenarios/export'),
  rdap: async () => await import('./scenarios/rdap'),
  'registrar-sync': async () => await import('./scenarios/registrar-sync'),
  reputation: async () => await import('./scenarios/reputation'),
  'search-sync': async () => await import('./scenarios/search-sync'),
  'history-growth': async () => await import('./scenarios/history-growth'),
  'first-round': async () => await import('./scenarios/first-round'),
  fuzz: async () => await import('./scenarios/fuzz'),
  'event-loop': async () => await import('./scenarios/event-loop'),
  locations: async () => await import('./scenarios/locations'),
  soak: async () => await import('./scenarios/soak')
}

/**
 * The api measured in its own process (lib/api-process) is the compiled one, as `npm start` runs
 * it: compile what is checked out when it is older than its sources (the same rule as npm start).
 */
function compileApiIfStale (): void {
  const api = TARGETS.find((t) => t.name === 'api')!
  const { stale, reason } = staleness(REPO, api)
  if (!stale) return
  console.log(`compiling the api (${api.command}): ${reason} ...`)
  execSync(api.command, { cwd: REPO, stdio: 'inherit' })
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

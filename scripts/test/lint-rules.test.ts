// The lint config enforces the architecture's import boundaries (eslint.config.mjs): each
// forbidden import below is reported by the rule meant for it, and the allowed ones are not.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

interface Case { path: string, text: string, rule: string | null }

/** A module of `count` lines. */
function lines (count: number): string {
  return Array.from({ length: count }, (_, i) => `export const x${i} = ${i}`).join('\n') + '\n'
}

// The references the rule refuses, built at run time so that this file itself cites none.
const ISSUE = ['issue', '26'].join(' ')
const SECTION = '\u00a7'
const OUTSIDE_DOC = ['ARCHITECTURE', 'md'].join('.')

// Server state kept by hand (each is refused), and its TanStack Query and client-state forms (allowed).
const HAND_LOADING = `import { useEffect, useState } from 'react'
import { useApi } from '@sitefleet/shared'
export function useThings () {
  const { client } = useApi()
  const [things, setThings] = useState<string[]>([])
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    client.get<string[]>('/things').then(({ data }) => setThings(data)).finally(() => setLoading(false))
  }, [client])
  return { things, loading }
}
`
const HAND_SAVING = `import { useState } from 'react'
import { resetPassword } from '@sitefleet/shared'
export function useReset () {
  const [isSaving, setIsSaving] = useState(false)
  const save = async (code: string) => {
    setIsSaving(true)
    try { await resetPassword({ email: 'a@b.c', code, newPassword: 'x' }) } finally { setIsSaving(false) }
  }
  return { isSaving, save }
}
`
const HAND_ABORT = `import { useEffect } from 'react'
import { useApi } from '@sitefleet/shared'
export function useThings () {
  const { client } = useApi()
  useEffect(() => {
    const controller = new AbortController()
    void client.get('/things', { signal: controller.signal })
    return () => controller.abort()
  }, [client])
}
`
const HAND_POLL = `import { useEffect } from 'react'
import { useApi } from '@sitefleet/shared'
export function useJob (id: string) {
  const { client } = useApi()
  useEffect(() => {
    const timer = setInterval(() => { void client.get('/jobs/' + id) }, 1000)
    return () => clearInterval(timer)
  }, [client, id])
}
`
const THROUGH_QUERY = `import { loadState, useApiQuery, useMutation } from '@sitefleet/shared'
export function useThings () {
  const query = useApiQuery(['/things'], async (client, signal) => (await client.get<string[]>('/things', { signal })).data, { refetchInterval: 1000 })
  const save = useMutation({ mutationFn: async (name: string) => await Promise.resolve(name) })
  return { state: loadState(query), saving: save.isPending }
}
`
const UI_TIMER = `import { useState } from 'react'
export function useCopied () {
  const [copied, setCopied] = useState(false)
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  return { copied, copy }
}
`
const IMAGE_LOADING = `import { useState } from 'react'
export function useImageLoad () {
  const [loading, setLoading] = useState(true)
  return { loading, onLoad: () => setLoading(false) }
}
`

const CASES: Case[] = [
  // features never import other features
  { path: 'mfe-admin/src/features/overview/hooks/probe.ts', text: "import { useUsers } from '../../users/hooks/use-users'\nexport const x = useUsers\n", rule: 'import-x/no-restricted-paths' },
  { path: 'mfe-admin/src/features/overview/hooks/probe.ts', text: "import { getUsers } from '../../../api/get-users'\nexport const x = getUsers\n", rule: null },
  { path: 'mfe-admin/src/features/overview/hooks/probe.ts', text: "import { getDomainCount } from '../api/get-domain-count'\nexport const x = getDomainCount\n", rule: null },
  // shared → features → app, one way
  { path: 'mfe-admin/src/lib/probe.ts', text: "import { useUsers } from '../features/users/hooks/use-users'\nexport const x = useUsers\n", rule: 'import-x/no-restricted-paths' },
  // remotes never import each other or the shell
  { path: 'mfe-domains/src/lib/probe.ts', text: "import { pages } from '../../../mfe-hosting/src/page-registry'\nexport const x = pages\n", rule: 'import-x/no-restricted-paths' },
  { path: 'mfe-domains/src/lib/probe.ts', text: "import { Router } from '../../../shell/src/app/router'\nexport const x = Router\n", rule: 'import-x/no-restricted-paths' },
  { path: 'mfe-domains/src/lib/probe.ts', text: "import page from 'mfe_hosting/HostingDataPage'\nexport const x = page\n", rule: 'no-restricted-imports' },
  // screens load through TanStack Query: the former loading hook cannot come back
  { path: 'mfe-domains/src/lib/probe.ts', text: "import { useLoad } from '../../../shared/src/lib/use-load'\nexport const x = useLoad\n", rule: 'no-restricted-imports' },
  { path: 'shell/src/app/probe.ts', text: "import { useLoad } from '@sitefleet/shared/src/lib/use-load'\nexport const x = useLoad\n", rule: 'no-restricted-imports' },
  { path: 'shared/src/api/probe.ts', text: "import { useLoad } from '../lib/use-load'\nexport const x = useLoad\n", rule: 'no-restricted-imports' },
  { path: 'shared/src/api/probe.ts', text: "import { useApiQuery } from '../query/use-api-query'\nexport const x = useApiQuery\n", rule: null },
  // ...and a screen keeps no call's loading flag, abort or poll of its own beside TanStack Query
  { path: 'mfe-domains/src/features/domains/hooks/probe.ts', text: HAND_LOADING, rule: 'server-state/query-layer' },
  { path: 'shell/src/features/auth/hooks/probe.ts', text: HAND_SAVING, rule: 'server-state/query-layer' },
  { path: 'mfe-hosting/src/features/hosting-records/hooks/probe.ts', text: HAND_ABORT, rule: 'server-state/query-layer' },
  { path: 'mfe-indexing/src/features/bing-index/hooks/probe.ts', text: HAND_POLL, rule: 'server-state/query-layer' },
  { path: 'mfe-domains/src/features/domains/hooks/probe.ts', text: THROUGH_QUERY, rule: null },
  { path: 'mfe-indexing/src/features/bing-index/hooks/probe.ts', text: UI_TIMER, rule: null },
  { path: 'mfe-domains/src/components/probe.ts', text: IMAGE_LOADING, rule: null },
  { path: 'mfe-domains/src/features/domains/hooks/probe.test.ts', text: HAND_LOADING, rule: null },
  { path: 'shared/src/lib/probe.ts', text: "import { pages } from '../../../mfe-admin/src/page-registry'\nexport const x = pages\n", rule: 'import-x/no-restricted-paths' },
  // the api never imports React
  { path: 'api/src/components/domains/probe.ts', text: "import { useState } from 'react'\nexport const x = useState\n", rule: '@typescript-eslint/no-restricted-imports' },
  { path: 'api/src/components/domains/probe.ts', text: "import { toast } from '@sitefleet/shared'\nexport const x = toast\n", rule: '@typescript-eslint/no-restricted-imports' },
  { path: 'api/src/components/domains/probe.ts', text: "import type { ScanResult } from '@sitefleet/shared'\nexport type X = ScanResult\n", rule: null },
  // SQL stays in repositories
  { path: 'api/src/components/domains/probe-service.ts', text: "import type { Kysely } from 'kysely'\nimport type { Database } from '../../platform/db/schema'\nexport const f = async (db: Kysely<Database>) => await db.selectFrom('users').selectAll().execute()\n", rule: 'no-restricted-syntax' },
  { path: 'api/src/components/domains/probe-routes.ts', text: "import { sql } from 'kysely'\nexport const q = sql`select 1`\n", rule: 'no-restricted-syntax' },
  { path: 'api/src/components/domains/probe-repository.ts', text: "import type { Kysely } from 'kysely'\nimport type { Database } from '../../platform/db/schema'\nexport const f = async (db: Kysely<Database>) => await db.selectFrom('users').selectAll().execute()\n", rule: null },
  { path: 'api/src/platform/db/probe.ts', text: "import { sql } from 'kysely'\nexport const q = sql`select 1`\n", rule: null },
  // the api by business components: platform imports no component and no composition root
  { path: 'api/src/platform/jobs/probe.ts', text: "import { MONITORING_JOBS } from '../../components/monitoring'\nexport const x = MONITORING_JOBS\n", rule: 'import-x/no-restricted-paths' },
  { path: 'api/src/platform/jobs/probe.ts', text: "import { CHECK_TYPES } from '../../job-types'\nexport const x = CHECK_TYPES\n", rule: 'import-x/no-restricted-paths' },
  { path: 'api/src/platform/jobs/probe.ts', text: "import { jobTypes } from './registry'\nexport const x = jobTypes\n", rule: null },
  // ... a component imports another only through its index.ts, and no composition root
  { path: 'api/src/components/overview/probe.ts', text: "import { ChangeRepository } from '../changes/change-repository'\nexport const x = ChangeRepository\n", rule: 'import-x/no-restricted-paths' },
  { path: 'api/src/components/overview/probe.ts', text: "import { ChangeRepository } from '../changes'\nexport const x = ChangeRepository\n", rule: null },
  { path: 'api/src/components/overview/probe.ts', text: "import { OverviewRepository } from './overview-repository'\nexport const x = OverviewRepository\n", rule: null },
  { path: 'api/src/components/domains/probe.ts', text: "import { DOMAIN_CHECKS } from '../../job-types'\nexport const x = DOMAIN_CHECKS\n", rule: 'import-x/no-restricted-paths' },
  // ... a repository imports no service or job
  { path: 'api/src/components/domains/probe-repository.ts', text: "import { DomainService } from './domain-service'\nexport const x = DomainService\n", rule: 'import-x/no-restricted-paths' },
  { path: 'api/src/components/monitoring/probe-repository.ts', text: "import { transition } from './jobs/health'\nexport const x = transition\n", rule: 'import-x/no-restricted-paths' },
  { path: 'api/src/components/monitoring/probe-repository.ts', text: "import { byteOrder } from '../../platform/db/byte-order'\nexport const x = byteOrder\n", rule: null },
  // ... and no import cycle: the changes' kinds importing their component's face, which imports them
  { path: 'api/src/components/changes/change-kinds.ts', text: "import { changeRoutes } from './index'\nexport const x = changeRoutes\n", rule: 'import-x/no-cycle' },
  // a source file stays under 250 lines; a test may be longer
  { path: 'shared/src/lib/probe.ts', text: lines(251), rule: 'max-lines' },
  { path: 'shared/src/lib/probe.ts', text: lines(250), rule: null },
  { path: 'shared/src/lib/probe.test.ts', text: lines(251), rule: null },
  // a comment cites no issue number and no document outside the repository; a migration is frozen
  { path: 'shared/src/lib/probe.ts', text: `// Grouped by day (${ISSUE} item 3).\nexport const x = 1\n`, rule: 'references/followable' },
  { path: 'shell/src/app/probe.tsx', text: `/** The layout of spec ${SECTION}7. */\nexport const x = 1\n`, rule: 'references/followable' },
  { path: 'api/src/components/domains/probe.ts', text: `// One list of kinds (${OUTSIDE_DOC}).\nexport const x = 1\n`, rule: 'references/followable' },
  { path: 'shared/src/lib/probe.ts', text: '// Grouped by day: one alert per outage, however long it lasts.\nexport const x = 1\n', rule: null },
  { path: 'api/src/platform/db/migrations/probe.ts', text: `// Adds the index (${ISSUE}).\nexport const x = 1\n`, rule: null }
]

test('each boundary is enforced by its rule, and allowed imports pass', () => {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], {
    input: JSON.stringify(CASES.map(({ path, text }) => ({ path, text }))),
    encoding: 'utf8'
  })
  const results = JSON.parse(out) as Array<{ path: string, rules: string[] }>
  expect(results.map((r, i) => ({ path: r.path, case: i, rules: r.rules })))
    .toEqual(CASES.map((c, i) => ({ path: c.path, case: i, rules: c.rule === null ? [] : [c.rule] })))
  // no-cycle parses every api module it can reach once: ~15 s alone, over a minute on a loaded machine.
}, 300_000)

test('a doc citing an issue number or an outside document fails lint:docs, naming file and line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'))
  const planted = path.join(dir, 'planted.md')
  const clean = path.join(dir, 'clean.md')
  fs.writeFileSync(planted, `# Alerts\n\nOne alert per cause.\nGrouped by server (${ISSUE}).\nSee the architecture, ${SECTION}4b.\n`)
  fs.writeFileSync(clean, '# Alerts\n\nOne alert per cause: see [architecture](architecture.md).\n')
  const run = (file: string) => spawnSync(process.execPath, [path.join(__dirname, '../lint/check-doc-references.mjs'), file], { encoding: 'utf8' })
  try {
    const bad = run(planted)
    expect(bad.status).toBe(1)
    expect(bad.stderr.split('\n').filter((l) => l !== '').map((l) => `planted.md:${l.split('planted.md:')[1].split(': cites ')[0]} ${l.split(': cites ')[1].split(', which')[0]}`))
      .toEqual(['planted.md:4 an issue number', 'planted.md:5 a section sign (a section of a document outside the repository)'])
    expect(run(clean)).toMatchObject({ status: 0, stderr: '' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

// What the database-outage tests do to the processes under test: end their PostgreSQL sessions
// (only theirs, found by application_name: other suites share the server), and send writes over
// HTTP while that happens, noting each answer.
import { Client } from 'pg'
import { scanResult } from './domains'

/** Ends every session whose application_name is one of `names`; returns the names ended. */
export async function terminateBackends (names: string[]): Promise<string[]> {
  const admin = new Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    // First the pids, then the ending: in one WHERE clause the planner may call
    // pg_terminate_backend before the filter on the name, on every session of the server.
    const { rows } = await admin.query<{ pid: number, application_name: string }>(
      'select pid, application_name from pg_stat_activity where application_name = any($1)', [names])
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [rows.map((r) => r.pid)])
    return rows.map((r) => r.application_name)
  } finally {
    await admin.end()
  }
}

export interface Answer {
  domain: string
  /** The HTTP status, or 0 when no answer came within the client's timeout (a hang). */
  status: number
  message?: string
  /** When the answer came (epoch ms). */
  at: number
}

/** One save over HTTP, as the dashboard sends it; a hang shows as status 0. */
export async function saveOverHttp (baseUrl: string, token: string, domain: string): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}/api/scraper/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ domain, data: scanResult(domain), brandCategory: 'Keto', issueDate: '2026-01-15' }),
      signal: AbortSignal.timeout(20_000)
    })
    const body = await res.json() as { message?: string }
    return { domain, status: res.status, message: body.message, at: Date.now() }
  } catch {
    return { domain, status: 0, at: Date.now() }
  }
}

/** Saves `domains` `parallel` at a time; `during` runs once `after` of them were answered. */
export async function burst (baseUrl: string, token: string, domains: string[], parallel: number, after: number, during: () => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = []
  let next = 0
  let fired: Promise<void> | undefined
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < domains.length) {
      const domain = domains[next++]
      answers.push(await saveOverHttp(baseUrl, token, domain))
      if (answers.length >= after) fired ??= during()
    }
  }))
  await fired
  return answers
}

/** Polls `probe` until it holds (at most `ms`); returns how long that took. */
export async function timeUntil (probe: () => Promise<boolean>, ms = 60_000): Promise<number> {
  const start = Date.now()
  while (!await probe()) {
    if (Date.now() - start > ms) throw new Error(`not recovered within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - start
}

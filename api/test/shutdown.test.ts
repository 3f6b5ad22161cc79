// SIGTERM while clients write and read: the api (a real process, its checks worker on) stops
// taking requests, finishes those in flight, hands its leased checks back and exits 0. No request
// is answered 5xx by the stop, and every save it acknowledged (201) is in the database after.
import { setTimeout as sleep } from 'node:timers/promises'
import { kill, listeningAt, spawnEntry } from './helpers/api-process'
import { PREFIX, scanResult } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob } from './helpers/test-app'

const CLIENTS = 8

describeEachDb('SIGTERM under load', (kind) => {
  test('no 5xx, no acknowledged write lost, no lease kept', async () => {
    // The database and a user, made by an app of this test (idle: no worker, no requests meanwhile).
    const t = await createTestApp(kind)
    const { ann } = await signInAnnAndBob(t)
    const { config } = t
    const databaseUrl = config.databaseUrl === undefined
      ? undefined
      : `${config.databaseUrl}${config.databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${config.databaseSchema ?? 'public'}`)}`
    const api = spawnEntry('server.ts', {
      DATA_DIR: config.dataDir,
      JWT_SECRET: config.jwtSecret,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      WORKER_ENABLED: 'true',
      // No check may leave loopback: every name to a port nothing listens on.
      CONNECT_TO: ':443:127.0.0.1:9,:80:127.0.0.1:9'
    })
    try {
      const url = await listeningAt(api)
      const statuses: number[] = []
      const acknowledged: string[] = []
      let stopped = false
      const client = async (c: number): Promise<void> => {
        for (let n = 0; ; n++) {
          const domain = `c${c}-${n}.example`
          try {
            const saved = await fetch(`${url}${PREFIX.natural}/save`, {
              method: 'POST',
              headers: { authorization: `Bearer ${ann}`, 'content-type': 'application/json' },
              body: JSON.stringify({ domain, data: scanResult(domain), brandCategory: 'Keto', issueDate: '2026-01-15' })
            })
            statuses.push(saved.status)
            await saved.text()
            if (saved.status === 201) acknowledged.push(domain)
            const listed = await fetch(`${url}${PREFIX.natural}/all`, { headers: { authorization: `Bearer ${ann}` } })
            statuses.push(listed.status)
            await listed.text()
          } catch {
            // Refused or closed: the api has stopped taking requests. Before the stop that is a failure.
            if (!stopped) throw new Error(`client ${c} lost its connection before the stop:\n${api.output()}`)
            return
          }
        }
      }
      const clients = Array.from({ length: CLIENTS }, async (_, c) => await client(c))
      // Under way: answers are coming.
      while (acknowledged.length < 3 * CLIENTS) await sleep(20)
      stopped = true
      api.child.kill('SIGTERM')
      const code = await api.exited
      if (code !== 0) throw new Error(`the api exited ${code}:\n${api.output().slice(-3000)}`)
      await Promise.all(clients)

      expect(statuses.filter((s) => s >= 500)).toEqual([])
      expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([])
      const rows = await t.app.db.selectFrom('domains').select('domain').where('domain', 'in', acknowledged).execute()
      expect(rows.length).toBe(acknowledged.length)
      // The worker handed back what it held.
      expect(await t.app.db.selectFrom('checks').select('type').where('lease_owner', 'is not', null).execute()).toEqual([])
      expect(await t.app.db.selectFrom('system_checks').select('type').where('lease_owner', 'is not', null).execute()).toEqual([])
      expect(api.output()).toMatch(/"msg":"stopped"/)
    } finally {
      kill(api)
      await api.exited
      await t.close()
    }
  }, 300_000)
})

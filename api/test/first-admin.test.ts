// First start on an empty database creates the admin from ADMIN_EMAIL /
// ADMIN_PASSWORD, or generates a password and prints it once.
import { Writable } from 'node:stream'
import { buildApp } from '../src/app'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, decodeJwt, describeEachDb, login, type TestApp } from './helpers/test-app'

/** A logger that records every message, as an operator would read it on stdout. */
function captureLog (): { lines: string[], logger: { level: string, stream: Writable } } {
  const lines: string[] = []
  const stream = new Writable({
    write (chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line).msg as string)
      done()
    }
  })
  return { lines, logger: { level: 'info', stream } }
}

describeEachDb('first admin', (kind) => {
  describe('with ADMIN_PASSWORD', () => {
    let t: TestApp
    const log = captureLog()
    beforeAll(async () => { t = await createTestApp(kind, { deps: { logger: log.logger } }) })
    afterAll(async () => { await t.close() })

    test('creates one admin named Admin who can log in; the password is not printed', async () => {
      const users = await t.app.db.selectFrom('users').select(['name', 'email', 'role']).execute()
      expect(users).toEqual([{ name: 'Admin', email: ADMIN_EMAIL, role: 'admin' }])
      expect(log.lines).toContain(`Created first admin ${ADMIN_EMAIL} with the password from ADMIN_PASSWORD`)
      expect(log.lines.join('\n')).not.toContain(ADMIN_PASSWORD)
      expect(decodeJwt(await login(t, ADMIN_EMAIL, ADMIN_PASSWORD))).toMatchObject({ role: 'admin', name: 'Admin' })
    })

    test('a second start on the same database creates nobody', async () => {
      const again = captureLog()
      const second = buildApp({ ...t.config, adminEmail: 'other@example.com' }, { logger: again.logger })
      await second.ready()
      await second.close()
      expect(again.lines.filter((l) => l.startsWith('Created first admin'))).toEqual([])
      const count = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
      expect(Number(count.n)).toBe(1)
    })
  })

  describe('without ADMIN_PASSWORD', () => {
    let t: TestApp
    const log = captureLog()
    beforeAll(async () => {
      t = await createTestApp(kind, { config: { adminPassword: undefined, adminEmail: 'boss@example.com' }, deps: { logger: log.logger } })
    })
    afterAll(async () => { await t.close() })

    test('generates a strong password, prints it once, and it works', async () => {
      const printed = log.lines.filter((l) => l.startsWith('Created first admin'))
      expect(printed).toHaveLength(1)
      const match = /^Created first admin boss@example\.com with password: (\S+)$/.exec(printed[0])
      expect(match).not.toBeNull()
      const password = match![1]
      expect(password.length).toBeGreaterThanOrEqual(20)
      expect(decodeJwt(await login(t, 'boss@example.com', password)).role).toBe('admin')
    })
  })
})

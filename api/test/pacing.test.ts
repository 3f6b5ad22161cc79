// Shared pacing of outside services (Bing, RDAP servers): turns are reserved in the database, so
// any number of workers pace as ONE stream; a turn too far off defers the check instead of
// holding a slot; a 429 pushes the next turn back.
import { createPacer } from '../src/platform/jobs/pacer'
import { CheckDeferred } from '../src/platform/jobs/types'
import { PacingRepository } from '../src/platform/jobs/pacing-repository'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

describeEachDb('pacing', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind) }, 60_000)
  afterAll(async () => { await t.close() })

  test('concurrent reservations by several workers get distinct turns, spacing apart', async () => {
    // Two "workers": two repositories on the same database (on PostgreSQL, separate connections).
    const workers = [new PacingRepository(t.app.db), new PacingRepository(t.app.db)]
    const now = 1_000_000
    const turns = await Promise.all(Array.from({ length: 10 }, async (_, i) => await workers[i % 2].reserve('svc-a', 100, now, 10_000)))
    const sorted = (turns as number[]).sort((a, b) => a - b)
    expect(sorted).toEqual(Array.from({ length: 10 }, (_, i) => now + i * 100))
    expect(await workers[0].nextAt('svc-a')).toBe(now + 1000)
    // Another service is paced on its own.
    expect(await workers[1].reserve('svc-b', 100, now, 0)).toBe(now)
  })

  test('a turn beyond the horizon is not reserved; a later "now" catches up', async () => {
    const repo = new PacingRepository(t.app.db)
    expect(await repo.reserve('svc-c', 5000, 0, 1000)).toBe(0)
    expect(await repo.reserve('svc-c', 5000, 100, 1000)).toBeNull()
    expect(await repo.nextAt('svc-c')).toBe(5000)
    // Long after the last turn: the next one is now, not a backlog of old turns.
    expect(await repo.reserve('svc-c', 5000, 60_000, 1000)).toBe(60_000)
  })

  test('the pacer waits for a near turn, defers a far one, and a back-off pushes turns', async () => {
    const pacer = createPacer(new PacingRepository(t.app.db), 300)
    const signal = new AbortController().signal
    const started = Date.now()
    await pacer.pace('svc-d', 200, signal)
    await pacer.pace('svc-d', 200, signal)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await pacer.backOff('svc-d', 60_000)
    const deferred = await pacer.pace('svc-d', 200, signal).then(() => null, (err: unknown) => err)
    expect(deferred).toBeInstanceOf(CheckDeferred)
    // Back when the turn can be reserved again: about a minute, not at once.
    expect((deferred as CheckDeferred).delayMs).toBeGreaterThan(55_000)
  })
})

// On-call rotations through the API with the app's clock: who is on call now and next, hand-offs
// at a local time across a daylight-saving change (09:00 in Berlin stays 09:00 in Berlin),
// weekly turns, overrides by instants and by local days, and who may reach which rotation.
import { testClock, type TestClock } from './helpers/checks'
import { api, type Api, expectStatus } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

interface Shift { user: { _id: string, name: string }, from: string, until: string, override: boolean }
interface Entry { rotation: { id: string, name: string }, now: Shift | null, next: Shift | null }

describeEachDb('on-call rotations', (kind) => {
  let t: TestApp
  let a: Api
  let clock: TestClock
  let cast: Awaited<ReturnType<typeof signInAnnAndBob>>
  let ids: { admin: string, ann: string, bob: string }

  beforeEach(async () => {
    // Saturday 28 March 2026, 12:00 UTC: Berlin moves its clocks from 02:00 to 03:00 the next night.
    clock = testClock('2026-03-28T12:00:00.000Z')
    t = await createTestApp(kind, { deps: { now: clock.now } })
    a = api(t)
    cast = await signInAnnAndBob(t)
    const users = await t.app.db.selectFrom('users').select(['id', 'email']).execute()
    const idOf = (email: string) => users.find((u) => u.email === email)!.id
    ids = { admin: idOf('admin@sitefleet.test'), ann: idOf('ann@example.com'), bob: idOf('bob@example.com') }
  }, 60_000)
  afterEach(async () => { await t.close() })

  const oncall = async (token: string): Promise<Entry[]> => expectStatus(await a.get('/api/oncall', token), 200).json().oncall
  const daily = (memberIds: string[]) => ({ name: 'Ops', timezone: 'Europe/Berlin', period: 'daily', handoffTime: '09:00', startDate: '2026-03-27', memberIds })

  test('a daily 09:00 Berlin hand-off stays at 09:00 local across the change to summer time', async () => {
    const created = expectStatus(await a.post('/api/oncall-rotations', daily([ids.admin, ids.ann, ids.bob]), cast.admin), 201).json().rotation
    expect(created.members.map((m: { name: string }) => m.name)).toEqual(['Admin', 'Ann', 'Bob'])
    // 27 March 09:00 CET: the admin; 28 March 09:00 CET (08:00 UTC): Ann, until 29 March 09:00 CEST (07:00 UTC).
    let [entry] = await oncall(cast.admin)
    expect(entry.now).toMatchObject({ user: { name: 'Ann' }, from: '2026-03-28T08:00:00.000Z', until: '2026-03-29T07:00:00.000Z', override: false })
    expect(entry.next).toMatchObject({ user: { name: 'Bob' }, from: '2026-03-29T07:00:00.000Z', until: '2026-03-30T07:00:00.000Z' })
    // One minute before the hand-off in summer time: still Ann; at it: Bob.
    clock.set('2026-03-29T06:59:00.000Z')
    expect((await oncall(cast.admin))[0].now?.user.name).toBe('Ann')
    clock.set('2026-03-29T07:00:00.000Z')
    ;[entry] = await oncall(cast.admin)
    expect(entry.now).toMatchObject({ user: { name: 'Bob' }, from: '2026-03-29T07:00:00.000Z' })
    expect(entry.next).toMatchObject({ user: { name: 'Admin' }, from: '2026-03-30T07:00:00.000Z' })
    // And back in winter time, 09:00 is 08:00 UTC again (25 October 2026).
    clock.set('2026-10-25T07:30:00.000Z')
    ;[entry] = await oncall(cast.admin)
    expect(entry.now?.until).toBe('2026-10-25T08:00:00.000Z')
  })

  test('weekly turns hand off on the weekday; before the first hand-off nobody is on call', async () => {
    const weekly = { ...daily([ids.ann, ids.bob]), period: 'weekly', handoffWeekday: 1, startDate: '2026-03-25' }
    expect(expectStatus(await a.post('/api/oncall-rotations', { ...weekly, handoffWeekday: null }, cast.admin), 400).json().message).toMatch(/weekday/)
    expectStatus(await a.post('/api/oncall-rotations', weekly, cast.admin), 201)
    // The first Monday on or after 25 March is 30 March: nobody until then, then Ann for a week.
    let [entry] = await oncall(cast.admin)
    expect(entry.now).toBeNull()
    expect(entry.next).toMatchObject({ user: { name: 'Ann' }, from: '2026-03-30T07:00:00.000Z', until: '2026-04-06T07:00:00.000Z' })
    clock.set('2026-04-08T12:00:00.000Z')
    ;[entry] = await oncall(cast.admin)
    expect(entry.now).toMatchObject({ user: { name: 'Bob' }, from: '2026-04-06T07:00:00.000Z', until: '2026-04-13T07:00:00.000Z' })
    expect(entry.next?.user.name).toBe('Ann')
  })

  test('an override covers its range, by instants or by whole local days, and the turn resumes after it', async () => {
    const rotation = expectStatus(await a.post('/api/oncall-rotations', daily([ids.admin, ids.ann, ids.bob]), cast.admin), 201).json().rotation
    // Bob covers Ann's afternoon.
    const override = expectStatus(await a.post(`/api/oncall-rotations/${rotation.id}/overrides`, { userId: ids.bob, startsAt: '2026-03-28T13:00:00Z', endsAt: '2026-03-28T18:00:00Z' }, cast.admin), 201).json().override
    let [entry] = await oncall(cast.admin)
    expect(entry.now).toMatchObject({ user: { name: 'Ann' }, until: '2026-03-28T13:00:00.000Z', override: false })
    expect(entry.next).toMatchObject({ user: { name: 'Bob' }, from: '2026-03-28T13:00:00.000Z', until: '2026-03-28T18:00:00.000Z', override: true })
    clock.set('2026-03-28T18:00:00.000Z')
    ;[entry] = await oncall(cast.admin)
    expect(entry.now).toMatchObject({ user: { name: 'Ann' }, from: '2026-03-28T18:00:00.000Z', until: '2026-03-29T07:00:00.000Z', override: false })
    // The admin covers all of Tuesday 31 March, Berlin time.
    const day = expectStatus(await a.post(`/api/oncall-rotations/${rotation.id}/overrides`, { userId: ids.admin, fromDate: '2026-03-31' }, cast.admin), 201).json().override
    expect(day).toMatchObject({ startsAt: '2026-03-30T22:00:00.000Z', endsAt: '2026-03-31T22:00:00.000Z', user: { name: 'Admin' } })
    clock.set('2026-03-31T12:00:00.000Z')
    expect((await oncall(cast.admin))[0].now).toMatchObject({ user: { name: 'Admin' }, override: true })
    const listed = expectStatus(await a.get(`/api/oncall-rotations/${rotation.id}/overrides`, cast.admin), 200).json().overrides
    expect(listed.map((o: { id: string }) => o.id)).toEqual([day.id])
    expectStatus(await a.del(`/api/oncall-rotations/${rotation.id}/overrides/${day.id}`, cast.admin), 200)
    expect((await oncall(cast.admin))[0].now).toMatchObject({ user: { name: 'Ann' }, override: false })
    expectStatus(await a.del(`/api/oncall-rotations/${rotation.id}/overrides/${override.id}`, cast.admin), 200)
    // Bad ranges are refused with a reason.
    const post = async (body: object) => expectStatus(await a.post(`/api/oncall-rotations/${rotation.id}/overrides`, { userId: ids.ann, ...body }, cast.admin), 400).json().message
    expect(await post({ startsAt: '2026-04-02T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' })).toBe('The override must end after it starts')
    expect(await post({ startsAt: '2026-04-02T00:00:00Z' })).toBe('Give either startsAt and endsAt, or fromDate (and toDate)')
    expect(await post({ fromDate: '2026-02-30' })).toBe('Enter a real date from 2000 on, YYYY-MM-DD')
    expect(await post({ fromDate: '2026-01-01', toDate: '2027-06-01' })).toBe('An override covers at most 366 days')
  })

  test('members are yourself (admins: anyone); another user\'s rotations answer 404; read tokens read but cannot change', async () => {
    expect(expectStatus(await a.post('/api/oncall-rotations', daily([ids.ann, ids.bob]), cast.ann), 400).json().message).toMatch(/^Members and overriding users must be you/)
    expect(expectStatus(await a.post('/api/oncall-rotations', { ...daily([ids.ann]), timezone: 'Mars/Olympus' }, cast.ann), 400).json().message).toMatch(/^Unknown time zone/)
    const mine = expectStatus(await a.post('/api/oncall-rotations', daily([ids.ann]), cast.ann), 201).json().rotation
    expect(expectStatus(await a.post(`/api/oncall-rotations/${mine.id}/overrides`, { userId: ids.bob, fromDate: '2026-04-01' }, cast.ann), 400).json().message).toMatch(/^Members and overriding users/)

    // Bob reaches nothing of Ann's, as if it did not exist.
    expectStatus(await a.get(`/api/oncall-rotations/${mine.id}`, cast.bob), 404)
    expectStatus(await a.put(`/api/oncall-rotations/${mine.id}`, daily([ids.bob]), cast.bob), 404)
    expectStatus(await a.del(`/api/oncall-rotations/${mine.id}`, cast.bob), 404)
    expectStatus(await a.get(`/api/oncall-rotations/${mine.id}/overrides`, cast.bob), 404)
    expect(expectStatus(await a.get('/api/oncall-rotations', cast.bob), 200).json().rotations).toEqual([])
    expect(await oncall(cast.bob)).toEqual([])
    expect((await oncall(cast.ann)).map((e) => e.rotation.id)).toEqual([mine.id])

    const read = expectStatus(await a.post('/auth/tokens', { name: 'wall', access: 'read' }, cast.ann), 201).json().token as string
    expect((await oncall(read)).map((e) => e.now?.user.name)).toEqual(['Ann'])
    expect(expectStatus(await a.put(`/api/oncall-rotations/${mine.id}`, daily([ids.ann]), read), 403).json().message).toBe('This API token is read-only')

    const renamed = expectStatus(await a.put(`/api/oncall-rotations/${mine.id}`, { ...daily([ids.ann]), name: 'Weekend' }, cast.ann), 200).json().rotation
    expect(renamed.name).toBe('Weekend')
    // An admin lists everyone's, each with its owner, and changes Ann's only by naming her.
    const all = expectStatus(await a.get('/api/oncall-rotations', cast.admin), 200).json().rotations
    expect(all.map((r: { owner: { name: string } }) => r.owner.name)).toEqual(['Ann'])
    expectStatus(await a.del(`/api/oncall-rotations/${mine.id}`, cast.admin), 404)
    expectStatus(await a.del(`/api/oncall-rotations/${mine.id}?owner=${ids.ann}`, cast.admin), 200)
    expect(expectStatus(await a.get('/api/oncall-rotations', cast.ann), 200).json().rotations).toEqual([])
  })
})

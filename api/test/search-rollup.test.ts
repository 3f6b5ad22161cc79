// The portfolio's 28-day figures and the overview's week come from per-property roll-ups the
// sync writes beside the days: after a sync they are the sums of the stored days; the next day's
// re-read of the fresh days moves them; a property without a roll-up (days written before roll-ups
// existed) or with one through an older final day still shows the sums of its days; a backfill
// that fills the 28 days before the final ones changes the change percentage.
import { SearchRollupRepository } from '../src/components/search/rollup-repository'
import { DEFAULT_SEARCH_SETTINGS } from '../src/components/search/settings'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeSearchApis, fakeSearchApis } from './farm/sites/search-apis'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { addSearchAccount, fill, lastDay, runSearchSyncs, SEARCH_WORKER, serviceAccount, syncSearchNow } from './helpers/search'
import { describeEachDb } from './helpers/test-app'

const EMAIL = 'rollup-reader@fleet-test.iam.gserviceaccount.com'
const SITES = ['sc-domain:one.example', 'sc-domain:two.example']
/** Figures that differ day by day (and by site), so a window off by a day shows. */
const varying = (salt: number) => (day: number) => ({ clicks: 10 + ((day * 7 + salt) % 23), impressions: 400 + ((day * 13 + salt) % 97), position: 2 + ((day + salt) % 9) / 4 })

interface Figures { clicks: number, impressions: number, ctr: number, position: number | null, clicksChange: number | null, impressionsChange: number | null }

describeEachDb('search roll-ups: the portfolio\'s figures as the sums of the days', (kind) => {
  let farm: Farm
  let fakes: FakeSearchApis
  let c: CheckApp
  let accountId: string

  const property = async (host: string) => await c.t.app.db.selectFrom('search_properties').selectAll().where('host', '=', host).executeTakeFirstOrThrow()
  const portfolio = async (): Promise<Record<string, Figures>> => {
    const body = expectStatus(await c.api.get('/api/search/portfolio', c.token), 200).json() as { sites: Array<{ domain: string, google: Figures }> }
    return Object.fromEntries(body.sites.map((s) => [s.domain, s.google]))
  }
  /** What the table must show for `host`: summed here from its stored days, as windows() does. */
  const expected = async (host: string): Promise<Figures> => {
    const p = await property(host)
    const f = p.final_through!
    const days = await c.t.app.db.selectFrom('search_daily').select(['day', 'clicks', 'impressions', 'position']).where('property_id', '=', p.id).execute()
    const sum = (from: number, to: number) => {
      const in_ = days.filter((d) => Number(d.day) >= from && Number(d.day) <= to)
      return { clicks: in_.reduce((s, d) => s + Number(d.clicks), 0), impressions: in_.reduce((s, d) => s + Number(d.impressions), 0), weighted: in_.reduce((s, d) => s + Number(d.position) * Number(d.impressions), 0) }
    }
    const now = sum(f - 27, f)
    const before = sum(f - 55, f - 28)
    const change = (a: number, b: number) => (b > 0 ? Math.round((a / b - 1) * 1000) / 1000 : null)
    return {
      clicks: now.clicks,
      impressions: now.impressions,
      ctr: now.impressions > 0 ? Math.round((now.clicks / now.impressions) * 10_000) / 10_000 : 0,
      position: now.impressions > 0 ? Math.round((now.weighted / now.impressions / 100) * 100) / 100 : null,
      clicksChange: change(now.clicks, before.clicks),
      impressionsChange: change(now.impressions, before.impressions)
    }
  }
  /** Each property's roll-up is through its final day and holds the table's clicks and impressions. */
  const rolledUp = async (): Promise<void> => {
    for (const host of ['one.example', 'two.example']) {
      const p = await property(host)
      const r = await c.t.app.db.selectFrom('search_rollups').select(['through', 'clicks', 'impressions']).where('property_id', '=', p.id).executeTakeFirstOrThrow()
      const e = await expected(host)
      expect({ through: Number(r.through), clicks: Number(r.clicks), impressions: Number(r.impressions) }).toEqual({ through: p.final_through, clicks: e.clicks, impressions: e.impressions })
    }
  }
  const weekSums = async (host: string): Promise<{ thisWeek: number, lastWeek: number }> => {
    const p = await property(host)
    const f = p.final_through!
    const days = await c.t.app.db.selectFrom('search_daily').select(['day', 'clicks']).where('property_id', '=', p.id).execute()
    const sum = (from: number, to: number) => days.filter((d) => Number(d.day) >= from && Number(d.day) <= to).reduce((s, d) => s + Number(d.clicks), 0)
    return { thisWeek: sum(f - 6, f), lastWeek: sum(f - 13, f - 7) }
  }

  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = fakeSearchApis()
    farm = await startFarm({ sites: fakes.sites })
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: 0, bingIntervalMs: 0, publicUrlSet: true } }, worker: SEARCH_WORKER })
    const sa = serviceAccount(EMAIL)
    fakes.serviceKeys.set(EMAIL, sa.publicPem)
    fakes.google.set(EMAIL, SITES.map((siteUrl) => ({ siteUrl, permissionLevel: 'siteOwner' })))
    const to = lastDay(c)
    SITES.forEach((site, k) => fill(fakes, site, to - 200, to, varying(k * 5)))
    await saveAll(c, c.token, ['one.example', 'two.example'])
    accountId = (await addSearchAccount(c, c.token, 'google-service-account', 'Roll-up GSC', { keyJson: sa.keyJson })).id
    await runSearchSyncs(c)
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('after a sync the table shows the sums of the stored days, from a roll-up through the final day; the card the sums of its two weeks', async () => {
    const shown = await portfolio()
    for (const host of ['one.example', 'two.example']) expect(shown[host]).toEqual(await expected(host))
    expect(shown['one.example'].clicks).toBeGreaterThan(0)
    await rolledUp()
    const summary = expectStatus(await c.api.get('/api/search/summary', c.token), 200).json()
    const weeks = [await weekSums('one.example'), await weekSums('two.example')]
    expect(summary).toMatchObject({ thisWeek: weeks[0].thisWeek + weeks[1].thisWeek, lastWeek: weeks[0].lastWeek + weeks[1].lastWeek })
  })

  test('the next day\'s re-read of the fresh days (their figures settled) moves the figures', async () => {
    const before = (await portfolio())['one.example']
    const day = lastDay(c)
    // The 3 fresh days settle much higher, and the new day too: they are final after this read.
    fill(fakes, 'sc-domain:one.example', day - 2, day + 1, () => ({ clicks: 900, impressions: 5000, position: 1 }))
    fill(fakes, 'sc-domain:two.example', day + 1, day + 1, varying(5))
    c.clock.advance(86_400_000)
    await syncSearchNow(c, c.token, accountId)
    const after = await portfolio()
    expect(after['one.example']).toEqual(await expected('one.example'))
    expect(after['two.example']).toEqual(await expected('two.example'))
    expect(after['one.example'].clicks).toBeGreaterThan(before.clicks + 800)
    await rolledUp()
  })

  test('without a roll-up (days written before roll-ups existed) or with one through an older final day, the figures are the sums of the days', async () => {
    const one = await property('one.example')
    const two = await property('two.example')
    await c.t.app.db.deleteFrom('search_rollups').where('property_id', '=', one.id).execute()
    // A stale roll-up with figures that are not the days' sums: not to be shown.
    await c.t.app.db.updateTable('search_rollups').set({ through: two.final_through! - 1, clicks: 1, impressions: 1, weighted: 100, week_clicks: 1 }).where('property_id', '=', two.id).execute()
    const shown = await portfolio()
    expect(shown['one.example']).toEqual(await expected('one.example'))
    expect(shown['two.example']).toEqual(await expected('two.example'))
    const summary = expectStatus(await c.api.get('/api/search/summary', c.token), 200).json()
    const weeks = [await weekSums('one.example'), await weekSums('two.example')]
    expect(summary.thisWeek).toBe(weeks[0].thisWeek + weeks[1].thisWeek)
    // The next read rolls them up again.
    c.clock.advance(86_400_000)
    SITES.forEach((site, k) => fill(fakes, site, lastDay(c), lastDay(c), varying(k * 5)))
    await syncSearchNow(c, c.token, accountId)
    await rolledUp()
    expect((await portfolio())['two.example']).toEqual(await expected('two.example'))
  })

  test('a backfill that fills the 28 days before the final ones changes the change percentage', async () => {
    const two = await property('two.example')
    const f = two.final_through!
    // As if the first read had reached back only 20 days: the days before are the backfill's.
    await c.t.app.db.deleteFrom('search_daily').where('property_id', '=', two.id).where('day', '<', f - 19).execute()
    await c.t.app.db.updateTable('search_properties').set({ backfill_before: f - 19 }).where('id', '=', two.id).execute()
    await new SearchRollupRepository(c.t.app.db).refresh([two.id], f)
    const partial = (await portfolio())['two.example']
    expect(partial.clicksChange).toBeNull()
    expect(partial).toEqual(await expected('two.example'))
    await syncSearchNow(c, c.token, accountId)
    expect((await property('two.example')).backfill_before).toBeNull()
    const filled = (await portfolio())['two.example']
    expect(filled).toEqual(await expected('two.example'))
    expect(filled.clicksChange).not.toBeNull()
    expect(filled.clicks).toBeGreaterThan(partial.clicks)
    await rolledUp()
  })
})

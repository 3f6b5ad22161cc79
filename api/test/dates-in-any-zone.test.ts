// Dates read from registries and registrars are the same day whatever time zone the server runs
// in: a date-time without a zone names its day, one with a zone is the UTC day of that moment, and
// days left count UTC days. Each zone is a process of its own started with that TZ.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const TSX = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx')
const SCRIPT = path.join(__dirname, 'helpers', 'days-in-zone.ts')

// Offsets in December: New York 5 hours behind UTC, Kiritimati 14 ahead, Pago Pago 11 behind.
const ZONES: Array<[string, number]> = [['UTC', 0], ['America/New_York', 300], ['Pacific/Kiritimati', -840], ['Pacific/Pago_Pago', 660]]

const RDAP = ['2026-12-10T23:59:59', '2026-12-10T00:00:00', '2026-12-10', '2026-12-10T23:59:59Z', '2026-12-10T20:00:00-05:00', 'soon']
const REGISTRAR = ['2018-08-20 17:52:51', '2018-08-20T23:30:00+0000', '2018-08-20T01:30:00+02:00', '08/20/2018']
const PLAIN = ['next Tuesday', '2026-12-10T25:99:00Z']
const UNTIL: Array<[string, string]> = [['2026-12-10', '2026-11-30T23:30:00Z'], ['2026-12-10', '2026-12-01T00:30:00Z'], ['2026-12-10', '2026-12-10T00:00:00Z']]

describe.each(ZONES)('in time zone %s', (zone, offset) => {
  let read: { offsetMinutes: number, rdap: Array<string | null>, registrar: Array<string | null>, plain: Array<string | null>, until: number[] }
  beforeAll(() => {
    const out = execFileSync(TSX, [SCRIPT, JSON.stringify([RDAP, REGISTRAR, PLAIN, UNTIL])], { env: { ...process.env, TZ: zone }, encoding: 'utf8' })
    read = JSON.parse(out)
  })

  test('the zone is in force', () => {
    expect(read.offsetMinutes).toBe(offset)
  })

  test('registry and registrar dates are the day they name, or the UTC day of their moment', () => {
    expect(read.rdap).toEqual(['2026-12-10', '2026-12-10', '2026-12-10', '2026-12-10', '2026-12-11', null])
    expect(read.registrar).toEqual(['2018-08-20', '2018-08-20', '2018-08-19', '2018-08-20'])
    expect(read.plain).toEqual([null, null])
  })

  test('days left count UTC days, at either edge of the UTC day', () => {
    expect(read.until).toEqual([10, 9, 0])
  })
})

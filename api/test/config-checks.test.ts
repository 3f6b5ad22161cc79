// The checks engine's configuration: defaults, and one clear error naming a bad variable.
import fs from 'node:fs'
import { loadConfig } from '../src/configuration'
import { ConfigError } from '../src/platform/errors'
import { tempDir } from './helpers/test-app'

describe('checks configuration', () => {
  let dataDir: string
  beforeEach(() => { dataDir = tempDir() })
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, '/')

  test('defaults: worker in-process, status every 15 minutes, 48 h raw history, 90 days hourly, 2 years daily, 5-minute leases', () => {
    expect(load({})).toMatchObject({ workerEnabled: true, checkIntervalMinutes: 15, history: { rawHours: 48, hourlyDays: 90, dailyDays: 730 }, checkLeaseSeconds: 300 })
  })

  test.each([['false', false], ['0', false], ['off', false], ['TRUE', true], ['1', true], ['yes', true]])('WORKER_ENABLED=%s', (value, enabled) => {
    expect(load({ WORKER_ENABLED: value }).workerEnabled).toBe(enabled)
  })

  test('values are read', () => {
    expect(load({ HISTORY_RAW_HOURS: '24', HISTORY_HOURLY_DAYS: '30', HISTORY_DAILY_DAYS: '365', CHECK_LEASE_SECONDS: '60' }))
      .toMatchObject({ history: { rawHours: 24, hourlyDays: 30, dailyDays: 365 }, checkLeaseSeconds: 60 })
  })

  test.each([
    [{ WORKER_ENABLED: 'maybe' }, 'WORKER_ENABLED'],
    [{ HISTORY_RAW_HOURS: '1' }, 'HISTORY_RAW_HOURS'],
    [{ HISTORY_HOURLY_DAYS: 'a month' }, 'HISTORY_HOURLY_DAYS'],
    [{ HISTORY_DAILY_DAYS: '0' }, 'HISTORY_DAILY_DAYS'],
    [{ CHECK_LEASE_SECONDS: '1' }, 'CHECK_LEASE_SECONDS']
  ])('%j fails naming %s', (env, name) => {
    let error: unknown
    try { load(env) } catch (err) { error = err }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message.startsWith(name)).toBe(true)
  })
})

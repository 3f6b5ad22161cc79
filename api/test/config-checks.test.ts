// The checks engine's configuration: defaults, and one clear error naming a bad variable.
import fs from 'node:fs'
import { loadConfig } from '../src/config'
import { ConfigError } from '../src/errors'
import { tempDir } from './helpers/test-app'

describe('checks configuration', () => {
  let dataDir: string
  beforeEach(() => { dataDir = tempDir() })
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, '/')

  test('defaults: worker in-process, status every 15 minutes, 30 days of history, 5-minute leases', () => {
    expect(load({})).toMatchObject({ workerEnabled: true, checkIntervalMinutes: 15, checkHistoryDays: 30, checkLeaseSeconds: 300 })
  })

  test.each([['false', false], ['0', false], ['off', false], ['TRUE', true], ['1', true], ['yes', true]])('WORKER_ENABLED=%s', (value, enabled) => {
    expect(load({ WORKER_ENABLED: value }).workerEnabled).toBe(enabled)
  })

  test('values are read', () => {
    expect(load({ CHECK_HISTORY_DAYS: '7', CHECK_LEASE_SECONDS: '60' })).toMatchObject({ checkHistoryDays: 7, checkLeaseSeconds: 60 })
  })

  test.each([
    [{ WORKER_ENABLED: 'maybe' }, 'WORKER_ENABLED'],
    [{ CHECK_HISTORY_DAYS: '0' }, 'CHECK_HISTORY_DAYS'],
    [{ CHECK_HISTORY_DAYS: 'a month' }, 'CHECK_HISTORY_DAYS'],
    [{ CHECK_LEASE_SECONDS: '1' }, 'CHECK_LEASE_SECONDS']
  ])('%j fails naming %s', (env, name) => {
    let error: unknown
    try { load(env) } catch (err) { error = err }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message.startsWith(name)).toBe(true)
  })
})

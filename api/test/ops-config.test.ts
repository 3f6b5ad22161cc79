// The operation settings (METRICS_TOKEN, LOG_LEVEL, LOG_FORMAT, SHUTDOWN_SECONDS): defaults, and
// one clear error naming the variable.
import fs from 'node:fs'
import { loadConfig } from '../src/configuration'
import { tempDir } from './helpers/test-app'

describe('operation settings', () => {
  let dataDir: string
  beforeEach(() => { dataDir = tempDir() })
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, '/').ops

  test('defaults: no /metrics, info JSON lines, 10 s to stop', () => {
    expect(load({})).toEqual({ metricsToken: undefined, logLevel: 'info', logFormat: 'json', shutdownSeconds: 10 })
  })

  test('set', () => {
    expect(load({ METRICS_TOKEN: 'a-long-metrics-token', LOG_LEVEL: 'Debug', LOG_FORMAT: 'pretty', SHUTDOWN_SECONDS: '30' }))
      .toEqual({ metricsToken: 'a-long-metrics-token', logLevel: 'debug', logFormat: 'pretty', shutdownSeconds: 30 })
  })

  test.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT must be json or pretty (got "xml")'],
    [{ SHUTDOWN_SECONDS: '0' }, 'SHUTDOWN_SECONDS must be a whole number from 1 to 600 (got "0")']
  ])('%j is refused with one message', (env, message) => {
    expect(() => load(env)).toThrow(message)
  })
})

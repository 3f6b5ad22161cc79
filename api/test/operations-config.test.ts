// The operations settings are validated at start-up like every other: a bad value stops it with
// one message naming the variable (SECRETS_KEY, SECRETS_KEY_PREVIOUS, BACKUP_DIR,
// BACKUP_EVERY_HOURS, BACKUP_KEEP), and the defaults need nothing set. The operator commands say
// what they cannot do in one line, without a stack trace.
import path from 'node:path'
import { loadConfig } from '../src/configuration'
import { runCli } from './helpers/cli'
import { tempDir } from './helpers/test-app'

const KEY = 'k'.repeat(40)

describe('operations settings', () => {
  const dataDir = tempDir()
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), ...env }, '/srv/sitefleet')

  it('defaults: copies in DATA_DIR/backups every 24 hours, 7 kept; no SECRETS_KEY', () => {
    const config = load({})
    expect(config.backup).toEqual({ dir: path.join(dataDir, 'backups'), everyHours: 24, keep: 7 })
    expect(config.secrets).toEqual({ key: undefined, previous: [] })
  })

  it('reads the values, a relative BACKUP_DIR from the working directory', () => {
    const config = load({ BACKUP_DIR: 'copies', BACKUP_EVERY_HOURS: '0', BACKUP_KEEP: '30', SECRETS_KEY: KEY, SECRETS_KEY_PREVIOUS: ` ${'a'.repeat(32)} , ${'b'.repeat(32)} ` })
    expect(config.backup).toEqual({ dir: '/srv/sitefleet/copies', everyHours: 0, keep: 30 })
    expect(config.secrets).toEqual({ key: KEY, previous: ['a'.repeat(32), 'b'.repeat(32)] })
  })

  it.each([
    [{ SECRETS_KEY: 'short' }, 'SECRETS_KEY must be at least 32 characters long (make one with: openssl rand -base64 48)'],
    [{ SECRETS_KEY: KEY, SECRETS_KEY_PREVIOUS: 'short' }, 'SECRETS_KEY_PREVIOUS must list keys of at least 32 characters each, separated by commas'],
    [{ SECRETS_KEY_PREVIOUS: KEY }, 'SECRETS_KEY_PREVIOUS is set but SECRETS_KEY is not: set SECRETS_KEY to the key new values are sealed with'],
    [{ BACKUP_EVERY_HOURS: 'daily' }, 'BACKUP_EVERY_HOURS must be a whole number from 0 to 8760 (got "daily")'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be a whole number from 1 to 1000 (got "0")']
  ])('%j is refused with one message naming it', (env, message) => {
    expect(() => load(env)).toThrow(message)
  })

  it('npm run rotate-secrets without SECRETS_KEY, and backup and restore on PostgreSQL, say what to do instead', async () => {
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40) }
    const rotate = await runCli('rotate-secrets', [], env)
    expect(rotate).toEqual({ code: 1, stdout: '', stderr: expect.stringMatching(/^SECRETS_KEY is not set: set it to the new key .*then run this again\.\n$/) })
    const pg = { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }
    const backup = await runCli('backup', [], pg)
    expect(backup).toMatchObject({ code: 1, stdout: '' })
    expect(backup.stderr).toMatch(/^DATABASE_URL is set: .*Back it up with pg_dump, e\.g\.\n {2}pg_dump --format=custom /)
    const restore = await runCli('restore', ['x.dump'], pg)
    expect(restore).toMatchObject({ code: 1, stdout: '' })
    expect(restore.stderr).toMatch(/^DATABASE_URL is set: .*Restore a pg_dump with pg_restore/)
    const bad = await runCli('backup', [], { ...env, BACKUP_KEEP: 'all' })
    expect(bad).toEqual({ code: 1, stdout: '', stderr: 'Configuration error: BACKUP_KEEP must be a whole number from 1 to 1000 (got "all")\n' })
  })
})

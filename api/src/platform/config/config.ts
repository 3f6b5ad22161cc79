// Start-up configuration: every environment variable is read and validated
// here, once. A bad value stops start-up with ONE message naming the variable,
// so an operator never discovers a typo at the first request.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseAffiliatePatterns } from './affiliate-patterns'
import { type BackupSettings, loadBackupSettings } from './backup-settings'
import { loadLocationSettings, type LocationSettings } from './location-settings'
import { loadOpsSettings, type OpsSettings } from './ops-settings'
import { loadSecretsSettings, type SecretsSettings } from './secrets-settings'
import { type ConnectToRule, parseConnectTo } from '../outbound/connect-to'
import { DEFAULT_POOL_SIZE } from '../db/database'
import { ConfigError } from '../errors'
import { boolean, type Env, integer, url, value } from './env'
import { loadRemotes } from '../web/remotes'
import { parseEmbedOrigins, parseOriginList } from './embed-origins'

/** Check history retention: raw results, then hourly and daily roll-ups (history-rollup check). */
export interface HistorySettings {
  rawHours: number
  hourlyDays: number
  dailyDays: number
}

/** What the platform itself reads from the environment. */
export interface PlatformConfig {
  port: number
  /** Where people reach Sitefleet, for links in messages (PUBLIC_URL; default http://localhost:PORT). */
  publicUrl: string
  host: string
  dataDir: string
  /** postgres://… → PostgreSQL; unset → SQLite file in dataDir. */
  databaseUrl?: string
  /** Internal (tests): PostgreSQL schema used as search_path, created if missing. */
  databaseSchema?: string
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number
  jwtSecret: string
  /** The key of sealed credentials: SECRETS_KEY, SECRETS_KEY_PREVIOUS (secrets-settings.ts). */
  secrets: SecretsSettings
  /** SQLite backups: BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP (backup-settings.ts). */
  backup: BackupSettings
  adminEmail: string
  adminPassword?: string
  smtpUrl?: string
  mailFrom: string
  datingAccessPassword?: string
  connectTo: ConnectToRule[]
  bingSearchUrl: string
  checkConcurrency: number
  checkIntervalMinutes: number
  /** Run the checks worker inside the api process (WORKER_ENABLED, default true). */
  workerEnabled: boolean
  /** How long check history is kept at each resolution (HISTORY_RAW_HOURS, HISTORY_HOURLY_DAYS, HISTORY_DAILY_DAYS). */
  history: HistorySettings
  /** How long a claimed check stays leased to its worker before another may take it over (CHECK_LEASE_SECONDS). */
  checkLeaseSeconds: number
  /** A cause firing again this soon after its incident was resolved reopens it (INCIDENT_REOPEN_MINUTES). */
  incidentReopenMinutes: number
  /** Folder holding shell/dist and mfe-<name>/dist. */
  webDir: string
  /** Runtime remote map served at /remotes.json. */
  remotes: Record<string, string>
  /** Requests per minute per client (IP + e-mail) on each auth call. */
  authRateLimit: number
  /** Failed password (or code) attempts on one account before the waits begin. */
  signInFreeAttempts: number
  /** Password reset codes mailed per e-mail address and hour. */
  resetCodesPerHour: number
  /** Auth calls per minute from one address, all accounts together (AUTH_IP_RATE_LIMIT). */
  authIpRateLimit: number
  /** Which proxies' X-Forwarded-For to believe for the client address (TRUST_PROXY). */
  trustProxy: boolean | number | string[]
  /** Scans per minute per signed-in user (SCAN_RATE_LIMIT). */
  scanRateLimit: number
  /** Extra affiliate link patterns on top of the defaults (AFFILIATE_PATTERNS, comma separated). */
  affiliatePatterns: string[]
  /** Memory for cached list answers, in MiB (READ_CACHE_MB); 0 turns the cache off. */
  readCacheMb: number
  /** Most rows an import file may have (IMPORT_MAX_ROWS); counted while parsing, a bigger file gets a 413. */
  importMaxRows: number
  /** Exact origins that may embed panels: CORS on the API, frame-ancestors on /embed/ (EMBED_ORIGINS). */
  embedOrigins: string[]
  /**
   * Origins an admin may load one remote from, in their own browser only (REMOTE_OVERRIDE_ORIGINS;
   * [] turns the override off): the CSP allows them, components/remote-override decides.
   */
  remoteOverrideOrigins: string[]
  /** Locations: LOCATION_NAME, OUTBOUND_LOCAL_ADDRESS, CONFIRM_LOCATIONS, PROBE_OFFLINE_SECONDS, CHECK_FROM_ALL_LOCATIONS. */
  locations: LocationSettings
  /** Operation: METRICS_TOKEN, LOG_LEVEL, LOG_FORMAT, SHUTDOWN_SECONDS (ops-settings.ts). */
  ops: OpsSettings
}

/**
 * The whole configuration: the platform's, and each component's settings, which the composition
 * root api/src/configuration.ts adds to this interface (declaration merging) and loads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppConfig extends PlatformConfig {}

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
// Default location of the built front ends: the repo root, four levels above this file both as
// api/src/platform/config/config.ts (jest, tsx) and api/dist/platform/config/config.js.
const DEFAULT_WEB_DIR = path.resolve(__dirname, '..', '..', '..', '..')

/** TRUST_PROXY: true/false, a number of proxy hops, or the proxies' addresses/CIDRs (comma separated). */
function trustProxy (env: Env): boolean | number | string[] {
  const raw = value(env, 'TRUST_PROXY')
  if (raw === undefined) return false
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 100)
  const lower = raw.toLowerCase()
  if (['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'].includes(lower)) return boolean(env, 'TRUST_PROXY', false)
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean)
  const bad = entries.find((e) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(e))
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a number of proxies, or proxy addresses/CIDRs separated by commas (got "${bad}")`)
  }
  return entries
}

/** JWT_SECRET, or a random secret generated on first start and kept in DATA_DIR (mode 600). */
function jwtSecret (env: Env, dataDir: string): string {
  const raw = value(env, 'JWT_SECRET')
  if (raw !== undefined) {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long')
    return raw
  }
  const file = path.join(dataDir, 'jwt-secret')
  try {
    fs.mkdirSync(dataDir, { recursive: true })
    if (fs.existsSync(file)) {
      const stored = fs.readFileSync(file, 'utf8').trim()
      if (stored.length >= 32) return stored
    }
    const secret = randomBytes(48).toString('base64url')
    fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
    fs.chmodSync(file, 0o600)
    return secret
  } catch (err) {
    throw new ConfigError(`DATA_DIR "${dataDir}" is not writable, so JWT_SECRET cannot be generated there (${(err as Error).message}); set JWT_SECRET or fix DATA_DIR`)
  }
}

/** The platform's part of the configuration; api/src/configuration.ts loads the whole. */
export function loadPlatformConfig (env: Env = process.env, cwd = process.cwd()): PlatformConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535)
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:'], 'https://sitefleet.example.com') ?? `http://localhost:${port}`).replace(/(?<!\/)\/+$/, '')
  const host = value(env, 'HOST') ?? '0.0.0.0'
  const dataDir = path.resolve(cwd, value(env, 'DATA_DIR') ?? './data')

  const adminEmail = (value(env, 'ADMIN_EMAIL') ?? 'admin@sitefleet.local').toLowerCase()
  if (!EMAIL_RE.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL "${adminEmail}" is not a valid e-mail address`)
  const adminPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long')
  }

  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/sitefleet')
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:pass@host:587')
  const bingSearchUrl = url(env, 'BING_SEARCH_URL', ['http:', 'https:'], 'https://www.bing.com/search') ??
    'https://www.bing.com/search'
  const mailFrom = value(env, 'MAIL_FROM') ?? 'Sitefleet <no-reply@sitefleet.local>'
  if (!/@/.test(mailFrom)) throw new ConfigError(`MAIL_FROM "${mailFrom}" must contain an e-mail address`)

  const databasePoolSize = integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 1000)
  const connectTo = parseConnectTo(env.CONNECT_TO)
  const checkConcurrency = integer(env, 'CHECK_CONCURRENCY', 8, 1, 256)
  const checkIntervalMinutes = integer(env, 'CHECK_INTERVAL_MINUTES', 15, 1, 10080)
  const workerEnabled = boolean(env, 'WORKER_ENABLED', true)
  const history: HistorySettings = {
    rawHours: integer(env, 'HISTORY_RAW_HOURS', 48, 2, 720),
    hourlyDays: integer(env, 'HISTORY_HOURLY_DAYS', 90, 2, 3650),
    dailyDays: integer(env, 'HISTORY_DAILY_DAYS', 730, 2, 36500)
  }
  const checkLeaseSeconds = integer(env, 'CHECK_LEASE_SECONDS', 300, 2, 86400)
  const incidentReopenMinutes = integer(env, 'INCIDENT_REOPEN_MINUTES', 30, 0, 10080)
  const scanRateLimit = integer(env, 'SCAN_RATE_LIMIT', 30, 1, 10000)
  const authIpRateLimit = integer(env, 'AUTH_IP_RATE_LIMIT', 30, 1, 100000)
  const readCacheMb = integer(env, 'READ_CACHE_MB', 64, 0, 4096)
  // Far above a 50,000-site portfolio; 10 million one-character rows would otherwise each become a
  // record, a preview row and an answer entry.
  const importMaxRows = integer(env, 'IMPORT_MAX_ROWS', 250_000, 1, 5_000_000)
  let affiliatePatterns: string[]
  try {
    affiliatePatterns = parseAffiliatePatterns(env.AFFILIATE_PATTERNS)
  } catch (err) {
    throw new ConfigError(`AFFILIATE_PATTERNS: ${(err as Error).message}`)
  }

  const webDir = path.resolve(cwd, value(env, 'WEB_DIR') ?? DEFAULT_WEB_DIR)
  const remotesFile = value(env, 'REMOTES_JSON')
  const remotes = loadRemotes(remotesFile === undefined ? undefined : path.resolve(cwd, remotesFile))

  return {
    port,
    publicUrl,
    host,
    dataDir,
    databaseUrl,
    databaseSchema: undefined,
    databasePoolSize,
    jwtSecret: jwtSecret(env, dataDir),
    secrets: loadSecretsSettings(env),
    backup: loadBackupSettings(env, cwd, dataDir),
    adminEmail,
    adminPassword,
    smtpUrl,
    mailFrom,
    datingAccessPassword: env.DATING_ACCESS_PASSWORD === '' ? undefined : env.DATING_ACCESS_PASSWORD,
    connectTo,
    bingSearchUrl,
    checkConcurrency,
    checkIntervalMinutes,
    workerEnabled,
    history,
    checkLeaseSeconds,
    incidentReopenMinutes,
    webDir,
    remotes,
    authRateLimit: 10,
    signInFreeAttempts: 5,
    resetCodesPerHour: 5,
    authIpRateLimit,
    trustProxy: trustProxy(env),
    scanRateLimit,
    affiliatePatterns,
    readCacheMb,
    importMaxRows,
    embedOrigins: parseEmbedOrigins(env),
    remoteOverrideOrigins: parseOriginList(env, 'REMOTE_OVERRIDE_ORIGINS'),
    locations: loadLocationSettings(env),
    ops: loadOpsSettings(env)
  }
}

// A domain's hosting info (the six fields) over the normalised tables: the platform
// account (platform + e-mail) owns the server, the domain points at the server and keeps its
// own registrar platform/e-mail and Cloudflare fields. One PUT is one transaction; a move to
// another server is recorded as a change of the site (components/changes).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { isForeignKeyViolation } from '../../platform/db/constraint-errors'
import { changedBy, DataVersionRepository } from '../../platform/read-cache/data-version-repository'
import { HostingRepository } from './hosting-repository'
import type { HostingInfoBodyShape, HostingInfoShape } from './schemas'
import { normalizeEmail } from '../../platform/auth/users'
import { recordSiteChange } from '../changes'

export const HOSTING_MESSAGES = {
  saved: 'Hosting info saved successfully',
  serverNotFound: 'Server not found',
  invalidEmail: 'Please enter a valid email address',
  serverRequired: 'Server is required with a platform or email',
  accountRequired: 'Platform and email are required with a new server',
  domainNotFound: 'Domain not found'
} as const

// Deliberately simple: one @, no spaces, a domain of dot-separated non-empty labels (at least two).
// Labels cannot hold dots, so the pattern has one way to match: linear time on any input.
export const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export class HostingInfoService {
  private readonly hosting: HostingRepository

  constructor (private readonly db: Kysely<Database>) {
    this.hosting = new HostingRepository(db)
  }

  async get (domainId: string): Promise<HostingInfoShape | null> {
    const row = await this.hosting.findDomainHosting(domainId)
    if (row === undefined) return null
    return {
      platform: row.platform ?? '',
      email: row.email ?? '',
      server: row.server ?? '',
      domainPlatform: row.domain_platform,
      domainEmail: row.domain_email,
      cloudflare: row.cloudflare
    }
  }

  /**
   * Saves the six fields for a domain of userId. Naming a server links the domain to it,
   * creating it (and its account) if new; naming a platform and e-mail with it moves the
   * server to that account. Leaving the server empty unlinks the domain.
   */
  async save (userId: string, domainId: string, body: HostingInfoBodyShape): Promise<HostingInfoShape> {
    const input = clean(body)
    const hasAccount = input.platform !== '' || input.email !== ''
    if (input.server === '' && hasAccount) throw validationError(HOSTING_MESSAGES.serverRequired, 400, 'server')
    if (hasAccount && (input.platform === '' || input.email === '')) {
      throw validationError(HOSTING_MESSAGES.accountRequired, 400, input.platform === '' ? 'platform' : 'email')
    }
    const now = new Date().toISOString()
    try {
      await this.db.transaction().execute(async (trx) => {
        const repo = new HostingRepository(trx)
        const before = await repo.findDomainHosting(domainId)
        let serverId: string | null = null
        if (input.server !== '' && hasAccount) {
          const accountId = await repo.upsertAccount(randomUUID(), userId, input.platform, input.email, now)
          serverId = await repo.upsertServer(randomUUID(), userId, input.server, accountId, now)
        } else if (input.server !== '') {
          // Only a server name: it must already exist, and keeps its account.
          const server = await repo.findServer(userId, input.server)
          if (server === undefined) throw validationError(HOSTING_MESSAGES.accountRequired, 400, 'platform')
          serverId = server.id
        }
        await repo.upsertDomainHosting(domainId, {
          server_id: serverId,
          domain_platform: input.domainPlatform,
          domain_email: input.domainEmail,
          cloudflare: input.cloudflare
        })
        // Moved to another server: a change on the site's timeline (unlinking is none).
        const scope = input.server !== '' && before?.server != null ? await repo.scopeOf(domainId) : undefined
        if (scope !== undefined) await recordSiteChange(trx, { domainId, userId, superCategory: scope }, 'hosting', before?.server ?? '', input.server, now)
        await new DataVersionRepository(trx).bump(userId, changedBy.hosting())
      })
    } catch (err) {
      // The domain was deleted by another request meanwhile.
      if (isForeignKeyViolation(err)) throw new HttpError(404, HOSTING_MESSAGES.domainNotFound)
      throw err
    }
    return (await this.get(domainId))!
  }

  /** Platform and e-mail of the user's server (auto-fill of the hosting editor). */
  async serverOwner (userId: string, name: string): Promise<{ platform: string, email: string }> {
    const server = await this.hosting.findServer(userId, name.trim())
    if (server === undefined) throw new HttpError(404, HOSTING_MESSAGES.serverNotFound)
    return { platform: server.platform, email: server.email }
  }
}

/** Trims every field, lowercases e-mails (they compare case-insensitively) and checks their format. */
function clean (body: HostingInfoBodyShape): HostingInfoShape {
  const value = (field: keyof HostingInfoShape): string => (body[field] ?? '').trim()
  const email = (field: 'email' | 'domainEmail'): string => {
    const text = value(field)
    if (text !== '' && !EMAIL_RE.test(text)) throw validationError(HOSTING_MESSAGES.invalidEmail, 400, field)
    return normalizeEmail(text)
  }
  return {
    platform: value('platform'),
    email: email('email'),
    server: value('server'),
    domainPlatform: value('domainPlatform'),
    domainEmail: email('domainEmail'),
    cloudflare: value('cloudflare')
  }
}

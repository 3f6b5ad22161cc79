// The hosting screens' reads: get-hostingInfo rendered from the normalised tables into the
// spec's list / all / servers shape, the servers expiring within 1..10 days and
// the servers already expired. The days are counted here, once; the screens show them as sent.
// Three plain reads and the grouping in memory: a user has hundreds of servers, not millions.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { addDays, daysUntil, isoDay } from '../../platform/lib/calendar'
import { HostingServerRepository, type ServerDetailRow } from './hosting-server-repository'
import type {
  ExpiredServerShape, ExpiringServerShape, HostingListRowShape, HostingRecordShape, HostingServerShape
} from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'
import { groupBy } from '../../platform/lib/group-by'

/** A server is "expiring" when its days left (rounded up) are 1 to 10. */
export const SERVER_EXPIRY_MIN_DAYS = 1
export const SERVER_EXPIRY_MAX_DAYS = 10

export interface ServerExpiry {
  /** 1..10 days left, soonest first. */
  servers: ExpiringServerShape[]
  /** Past their expiry date (0 days left or fewer), longest expired first. */
  expired: ExpiredServerShape[]
}

export interface HostingOverview {
  list: HostingListRowShape[]
  all: HostingRecordShape[]
  servers: HostingServerShape[]
}

// Byte order, the same on both databases and independent of the server's locale.
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

export class HostingOverviewService {
  private readonly repo: HostingServerRepository
  private readonly access: DomainAccess

  constructor (db: Kysely<Database>, private readonly now: () => Date) {
    this.repo = new HostingServerRepository(db)
    this.access = new DomainAccess(db)
  }

  /** `superCategories`: whose domains the records and counts show (visibleSuperCategories). */
  async overview (caller: Caller, superCategories: readonly SuperCategoryValue[], owner?: string): Promise<HostingOverview> {
    const userId = await this.access.readUser(caller, owner)
    const [accounts, serverRows, hosted] = await Promise.all([
      this.repo.listAccounts(userId),
      this.repo.listServers(userId),
      this.repo.listHostedDomains(userId, superCategories)
    ])
    const ownerOf = (row: { user_id: string, owner_name: string }) =>
      caller.role === 'admin' ? { owner: { _id: row.user_id, name: row.owner_name } } : {}

    const domainsPerServer = new Map<string, number>()
    for (const row of hosted) domainsPerServer.set(row.server_id, (domainsPerServer.get(row.server_id) ?? 0) + 1)

    serverRows.sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id))
    const servers: HostingServerShape[] = serverRows.map((row) => ({
      _id: row.id,
      server: row.name,
      email: row.email,
      platform: row.platform,
      ServerExpiryDate: row.expiry_date,
      hostingIssueDate: row.hosting_issue_date,
      renewalMonths: row.renewal_months,
      domainCount: domainsPerServer.get(row.id) ?? 0,
      ...ownerOf(row)
    }))

    const serversOfAccount = groupBy(serverRows, (row) => row.account_id)
    accounts.sort((a, b) => byText(a.platform, b.platform) || byText(a.email, b.email) || byText(a.id, b.id))
    const list: HostingListRowShape[] = accounts.map((account) => {
      const own = serversOfAccount.get(account.id) ?? []
      const issueDates = own.map((s) => s.hosting_issue_date).filter((d): d is string => d !== null && d !== '')
      return {
        _id: account.id,
        platform: account.platform,
        email: account.email,
        server: own[0]?.name ?? '',
        hostingIssueDate: issueDates.length > 0 ? issueDates.sort(byText)[0] : null,
        serverCount: own.length,
        domainCount: own.reduce((sum, s) => sum + (domainsPerServer.get(s.id) ?? 0), 0),
        ...ownerOf(account)
      }
    })

    const serverById = new Map(serverRows.map((row) => [row.id, row]))
    const all: HostingRecordShape[] = hosted.map((row) => {
      const server = serverById.get(row.server_id)!
      return {
        _id: row.domain_id,
        platform: server.platform,
        email: server.email,
        server: server.name,
        ServerExpiryDate: server.expiry_date,
        hostingIssueDate: server.hosting_issue_date,
        domain: row.domain,
        ...ownerOf(server)
      }
    })
    all.sort((a, b) => byText(a.platform, b.platform) || byText(a.email, b.email) ||
      byText(a.server, b.server) || byText(a.domain, b.domain) || byText(a._id, b._id))

    return { list, all, servers }
  }

  /** Servers with 1..10 days left (rounded up), soonest first, and the expired ones. */
  async expiring (caller: Caller, owner?: string): Promise<ServerExpiry> {
    const userId = await this.access.readUser(caller, owner)
    const now = this.now()
    // A day of margin past the window: the exact rule is applied below.
    const rows = await this.repo.listExpiringBy(userId, addDays(isoDay(now), SERVER_EXPIRY_MAX_DAYS + 1))
    const counted = rows
      .map((row) => ({ row, daysLeft: daysUntil(row.expiry_date!, now) }))
      .sort((a, b) => a.daysLeft - b.daysLeft || byText(a.row.name, b.row.name))
    const fields = (row: ServerDetailRow) => ({
      _id: row.id,
      server: row.name,
      email: row.email,
      platform: row.platform,
      ServerExpiryDate: row.expiry_date!,
      ...(caller.role === 'admin' ? { owner: { _id: row.user_id, name: row.owner_name } } : {})
    })
    return {
      servers: counted
        .filter(({ daysLeft }) => daysLeft >= SERVER_EXPIRY_MIN_DAYS && daysLeft <= SERVER_EXPIRY_MAX_DAYS)
        .map(({ row, daysLeft }) => ({ ...fields(row), daysLeft })),
      // Its expiry day has begun (0 days left): expired today, 0 days since.
      expired: counted
        .filter(({ daysLeft }) => daysLeft < SERVER_EXPIRY_MIN_DAYS)
        .map(({ row, daysLeft }) => ({ ...fields(row), daysSince: -daysLeft }))
    }
  }
}

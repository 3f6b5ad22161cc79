// /admin calls: the non-admin users, domain counts per scope, one user's domains, whether the
// status round keeps up, and how old the last backup is.
// Admin only on the server: 401 without a token, 403 for a user token.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AdminUserList, BackupState, ChecksRound, DomainCount, DomainCountParams, UserIdParams } from './schemas'
import { readRoundState, roundFigure } from '../../platform/jobs/round-state'
import { readBackupStatus } from '../../platform/db/backup-status'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { DomainRecordList, DomainService } from '../domains'
import { UserRepository } from '../../platform/auth/user-repository'
import { callerOf } from '../../platform/auth/domain-access'

export default async function adminRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const users = new UserRepository(app.db)
  const domains = new DomainService(app.db, app.checks.domainChecks, app.checks.now)
  const common = { tags: ['admin'], security: bearerAuth }

  app.addHook('onRequest', app.requireAdmin)

  app.get('/users', {
    schema: { ...common, summary: 'Every non-admin user (never password hashes)', response: { 200: AdminUserList, ...errorResponses } }
  }, async () => {
    const rows = await users.listNonAdmins()
    return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email }))
  })

  app.get('/domain-count/:category', {
    schema: { ...common, summary: 'Saved domains of one super category across all users', params: DomainCountParams, response: { 200: DomainCount, ...errorResponses } }
  }, async (request) => ({ count: await domains.countInScope(request.params.category) }))

  app.get('/checks-round', {
    schema: { ...common, summary: 'Whether the status round keeps up: the oldest overdue status check\'s wait', response: { 200: ChecksRound, ...errorResponses } }
  }, async () => ({ round: roundFigure(await readRoundState(app.db)) }))

  app.get('/backup', {
    schema: { ...common, summary: 'How old the newest backup of the SQLite database is, and whether the last scheduled one failed', response: { 200: BackupState, ...errorResponses } }
  }, async () => ({ backup: await readBackupStatus(app.db, app.dbDialect, app.config.backup) }))

  app.get('/user/:userId/domains', {
    schema: { ...common, summary: "One user's domains of every super category", params: UserIdParams, response: { 200: DomainRecordList, ...errorResponses } }
  }, async (request) => await domains.listForUser(callerOf(request), request.params.userId))
}

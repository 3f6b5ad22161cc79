// The weekly refresh of IANA's RDAP bootstrap (a system check): fetch RDAP_BOOTSTRAP_URL through
// the outbound client (SSRF guard, timeouts), and keep it in system_state when it is a valid
// RFC 9224 file. Unreachable or invalid: the copy in use stays, and it is tried again next week.
import type { AppConfig } from '../../../platform/config/config'
import { SystemStateRepository } from '../../../platform/db/system-state-repository'
import { OutboundError } from '../../../platform/outbound'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { parseBootstrap } from './bootstrap'
import { BOOTSTRAP_STATE_KEY, forgetBootstrap } from './bootstrap-store'

const WEEK_MS = 7 * 24 * 60 * 60_000

export class RdapBootstrapRefresh implements SystemCheckType {
  readonly type = 'rdap-bootstrap'
  readonly subject = 'system'

  interval (_config: AppConfig): number {
    return WEEK_MS
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const url = ctx.config.rdap.bootstrapUrl
    if (url === undefined) return { more: false }
    try {
      const res = await ctx.client.get(url, { signal: ctx.signal, accept: 'application/json', maxBytes: 2 * 1024 * 1024 })
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`)
      const doc: unknown = JSON.parse(res.body)
      const bootstrap = parseBootstrap(doc)
      await new SystemStateRepository(ctx.db).change(BOOTSTRAP_STATE_KEY, JSON.stringify(doc), ctx.now().toISOString())
      forgetBootstrap(ctx.db)
      return { more: false, summary: { tlds: bootstrap.servers.size } }
    } catch (err) {
      if (!(err instanceof OutboundError) && !(err instanceof Error)) throw err
      ctx.log.warn({ url, err: err.message }, 'RDAP bootstrap not refreshed; the copy in use stays')
      return { more: false }
    }
  }
}

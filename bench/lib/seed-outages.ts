// The outages of a seeded batch as the checks and the alert builder leave them, for the overview's
// dashboard panels: every site answering an error is confirmed down (down_since, spread over the
// last two days), its site-down event was sent in one alert per server of the batch (a server's
// sites are one outage) or alone without hosting, and one site in three has recovered since.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../api/src/platform/db/schema'

export interface OutageSite {
  id: string
  domain: string
  index: number
  scope: SuperCategoryValue
  statusCode: number
  /** Its hosting server's id, if it has one. */
  serverId?: string
}

export async function seedOutages (trx: Kysely<Database>, userId: string, sites: readonly OutageSite[], now: Date): Promise<void> {
  const down = sites.filter((s) => s.statusCode !== 200)
  if (down.length === 0) return
  const at = (s: OutageSite): string => new Date(now.getTime() - ((s.index % 48) + 1) * 3600_000).toISOString()
  for (const s of down) await trx.updateTable('domains').set({ down_since: at(s), failing_since: at(s) }).where('id', '=', s.id).execute()
  const groups = new Map<string, OutageSite[]>()
  for (const s of down) {
    const key = s.serverId === undefined ? `domain:${s.id}` : `server:${s.serverId}`
    groups.set(key, [...(groups.get(key) ?? []), s])
  }
  for (const [key, members] of groups) {
    const first = members.map(at).sort()[0]
    const title = members.length === 1 ? `${members[0].domain} is down` : `${members.length} sites on one server are down`
    const alert = await trx.insertInto('alerts').values({ user_id: userId, kind: 'site-down', group_key: key, occurred_at: first, title, message: title, payload: '{}', created_at: first })
      .returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('events').values(members.map((s) => ({
      user_id: userId, kind: 'site-down', occurred_at: at(s), domain_id: s.id, domain: s.domain, super_category: s.scope, server_id: null, alert_state: 'sent' as const, alert_id: Number(alert.id)
    }))).execute()
    const recovered = members.filter((s) => s.index % 3 === 0)
    if (recovered.length > 0) {
      await trx.insertInto('events').values(recovered.map((s) => ({
        user_id: userId, kind: 'site-recovered', occurred_at: now.toISOString(), domain_id: s.id, domain: s.domain, super_category: s.scope, server_id: null, alert_state: 'silent' as const, alert_id: null
      }))).execute()
    }
  }
}

// What following an acknowledge link does. GET only shows the incident and whom the link was
// sent to, with a button (a mail scanner that opens links changes nothing); the POST of that
// button acknowledges, once, as that recipient. No sign-in: the signed link is the permission.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { AckLinks, type AckLinkConfig } from './ack-links'
import { ackPage } from './ack-page'
import { IncidentRepository } from './incident-repository'

export interface AckAnswer {
  status: 200 | 404 | 410
  html: string
}

const INVALID: AckAnswer = { status: 404, html: ackPage('Link not valid', ['This acknowledge link is not valid. Open the incident in Sitefleet instead.']) }

export class AckService {
  private readonly links: AckLinks
  private readonly incidents: IncidentRepository

  constructor (db: Kysely<Database>, config: AckLinkConfig, private readonly now: () => Date) {
    this.links = new AckLinks(db, config)
    this.incidents = new IncidentRepository(db)
  }

  async show (token: string): Promise<AckAnswer> {
    const link = await this.links.verify(token)
    if (link === undefined) return INVALID
    const incident = await this.incidents.findById(Number(link.incident_id))
    if (incident === undefined) return INVALID
    const about = [`Incident #${Number(incident.id)}: ${incident.title}`, `This link was sent to ${link.recipient}.`]
    if (link.used_at !== null) return { status: 410, html: ackPage('Link already used', [...about, `It was used on ${link.used_at}.`]) }
    if (link.expires_at <= this.now().toISOString()) return { status: 410, html: ackPage('Link expired', [...about, `It expired on ${link.expires_at}.`]) }
    if (incident.state !== 'open') return { status: 200, html: ackPage(`Incident ${incident.state}`, [...about, this.stateLine(incident)]) }
    return { status: 200, html: ackPage('Acknowledge this incident?', [...about, 'Acknowledging says you are on it and stops its escalation.'], { action: `/ack/${token}`, button: 'Acknowledge' }) }
  }

  async confirm (token: string): Promise<AckAnswer> {
    const link = await this.links.verify(token)
    if (link === undefined) return INVALID
    const now = this.now()
    if (!await this.links.use(token, now)) return await this.show(token)
    const id = Number(link.incident_id)
    const by = `${link.recipient} (acknowledge link)`
    const at = now.toISOString()
    if (await this.incidents.acknowledge(id, by, at)) {
      await this.incidents.addTimeline(id, 'acknowledged', by, at)
      const incident = await this.incidents.findById(id)
      return { status: 200, html: ackPage('Incident acknowledged', [`Incident #${id}: ${incident?.title ?? ''}`, `Acknowledged as ${link.recipient} at ${at}.`]) }
    }
    const incident = await this.incidents.findById(id)
    return { status: 200, html: ackPage(`Incident ${incident?.state ?? 'gone'}`, [`Incident #${id}: ${incident?.title ?? ''}`, incident === undefined ? '' : this.stateLine(incident)]) }
  }

  private stateLine (incident: { state: string, acknowledged_by: string | null, acknowledged_at: string | null, resolved_by: string | null, resolved_at: string | null }): string {
    return incident.state === 'resolved'
      ? `It was resolved by ${incident.resolved_by ?? '?'} on ${incident.resolved_at ?? '?'}.`
      : `It was acknowledged by ${incident.acknowledged_by ?? '?'} on ${incident.acknowledged_at ?? '?'}.`
  }
}

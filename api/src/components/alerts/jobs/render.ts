// The words of an alert: one event's message, or a group's title and one line per member, and
// the JSON payload webhooks receive. Scraped names are sent as text; no channel renders HTML.
import { groupWhere } from '../outage-groups'
import { type EventFacts, eventKind } from '../../events'
import type { StoredEvent } from '../../events'
import type { AlertPayload } from '../payload'
import type { PlannedAlert } from './plan'

/** A group's message lists at most this many members by name. */
const MAX_LINES = 50

function facts (event: StoredEvent, server?: string): EventFacts {
  return { domain: event.domain, server: server ?? null, data: event.data }
}

export function eventMessage (event: StoredEvent, server?: string): string {
  return eventKind(event.kind)?.message(facts(event, server)) ?? event.kind
}

export interface RenderedAlert {
  title: string
  text: string
  payload: AlertPayload
}

export function renderAlert (alert: PlannedAlert): RenderedAlert {
  const kind = eventKind(alert.kind)
  const first = alert.events[0]
  const hosting = alert.hosting
  const domains = [...new Set(alert.events.map((e) => e.domain).filter((d): d is string => d !== null))]
  const server = hosting === undefined ? undefined : { name: hosting.serverName, platform: hosting.platform, email: hosting.email }
  let title: string
  let text: string
  if (alert.by === 'single' || kind?.groupTitle === undefined) {
    title = eventMessage(first, hosting?.serverName)
    text = hosting === undefined || first.domainId === null ? title : `${title}\nHosting: server ${hosting.serverName} (${hosting.platform}, ${hosting.email})`
  } else {
    title = kind.groupTitle(alert.events.length, groupWhere(alert.by, hosting))
    const lines = alert.events.slice(0, MAX_LINES).map((e) => `- ${eventMessage(e)}`)
    if (alert.events.length > MAX_LINES) lines.push(`… and ${alert.events.length - MAX_LINES} more`)
    text = `${title}:\n${lines.join('\n')}`
  }
  const payload: AlertPayload = {
    kind: alert.kind,
    message: title,
    occurredAt: alert.events.map((e) => e.occurredAt).sort()[0],
    domains,
    ...(server === undefined || alert.by === 'account' ? {} : { server }),
    ...(hosting === undefined || alert.by === 'single' ? {} : { account: { platform: hosting.platform, email: hosting.email } })
  }
  return { title, text, payload }
}

// What an alert says, once, whichever channel carries it. Webhooks receive `payload` as JSON
// (the documented contract); chat and e-mail channels render `title` and `text`.

export interface AlertPayload {
  /** The event kind (components/events/event-kinds.ts), or "test" for a channel's Test button. */
  kind: string
  message: string
  occurredAt: string
  /** The domains it is about (all of a group's). */
  domains: string[]
  /** The hosting server, when the alert is about one (a server's sites down, a server expiring). */
  server?: { name: string, platform: string, email: string }
  /** The hosting account, when the alert groups an account's sites. */
  account?: { platform: string, email: string }
  /** The incident the alert opened, joined or resolved (components/incidents). */
  incidentId?: number
  /** The incident's acknowledge link for this delivery (signed, single use, expiring). */
  acknowledgeUrl?: string
}

export interface AlertMessage {
  /** One line: the subject of an e-mail, the first line of a chat message. */
  title: string
  /** The whole message (several lines: one per domain of a group). */
  text: string
  payload: AlertPayload
  /** Sent as X-Sitefleet-Delivery: the same for every retry of one delivery (receivers may dedupe). */
  deliveryId: string
}

/** The message a channel's Test button sends. */
export function testMessage (channelName: string, now: Date): AlertMessage {
  const message = `This is a test message from Sitefleet for the channel "${channelName}".`
  return {
    title: 'Test message',
    text: message,
    payload: { kind: 'test', message, occurredAt: now.toISOString(), domains: [] },
    deliveryId: `test-${now.getTime()}`
  }
}

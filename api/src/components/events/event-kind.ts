// What one event kind is: the shape every entry of the list in event-kinds.ts has, and the facts
// its message is built from.

export type Severity = 'critical' | 'warning' | 'info'

/** What a message is built from: the event's row, its JSON data parsed. */
export interface EventFacts {
  domain: string | null
  /** The hosting server's name, for server events. */
  server?: string | null
  data: Record<string, unknown>
}

export interface EventKind {
  /** Stored in events.kind; also the key of the rules matrix. */
  readonly kind: string
  /** Short name shown in the rules matrix and the history. */
  readonly label: string
  readonly severity: Severity
  /** One line for one event. */
  readonly message: (event: EventFacts) => string
  /**
   * The kind this one ends ("site-recovered" ends "site-down"): its alert is sent only if the
   * earlier one's was, and it is grouped like it.
   */
  readonly ends?: string
  /**
   * Outages are grouped by hosting server and account, and by "Sitefleet itself is offline":
   * the alert for `count` of them on `where` ("server web-1 (DigitalOcean, ops@example.com)").
   */
  readonly groupTitle?: (count: number, where: string) => string
  /**
   * A site found unreachable: held back (suppressed) while Sitefleet itself is offline, when the
   * failure is likely its own network's. A listing on a blocklist is no outage: it goes out.
   */
  readonly outage?: boolean
  /** Goes to admins about the installation itself, never held back by the self-check. */
  readonly system?: boolean
  /** Sent only to channels a rule names for it (a regional failure is news only to who asks). */
  readonly optIn?: boolean
}

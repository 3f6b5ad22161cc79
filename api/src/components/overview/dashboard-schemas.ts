// The overview's dashboard panels, one call each so a panel loads (and fails) on its own:
// GET /{scope}/overview/down, /uptime-trend, /upcoming and /open-alerts.
import { type Static, Type } from '@sinclair/typebox'
import { DOWN_GROUPS_SHOWN, DOWN_SITES_PER_GROUP } from './down-limits'

const Count = Type.Integer({ minimum: 0 })
const Text = Type.String({ maxLength: 500 })
const Instant = Type.String({ maxLength: 40 })

export const DownSite = Type.Object({
  domain: Text,
  /** When a re-check confirmed the site down (ISO). */
  since: Instant,
  statusCode: Type.Union([Type.Integer(), Type.Null()])
})

export const DownGroup = Type.Object({
  /** As the alerts group an outage: a hosting server, a hosting account, or one site. */
  by: Type.Union([Type.Literal('server'), Type.Literal('account'), Type.Literal('single')]),
  /** The group's alert title ("40 sites on server web-1 (OVH, ops@example.com) are down") or the site. */
  title: Text,
  /** Since when: the earliest of its sites. */
  since: Instant,
  count: Count,
  /** Its sites, longest down first (at most DOWN_SITES_PER_GROUP; `count` has them all). */
  sites: Type.Array(DownSite, { maxItems: DOWN_SITES_PER_GROUP })
})

export const DownNow = Type.Object({
  /** The biggest groups, biggest first (at most DOWN_GROUPS_SHOWN). */
  groups: Type.Array(DownGroup, { maxItems: DOWN_GROUPS_SHOWN }),
  /** Sites down in the scope (the groups hold at most DOWN_SITES_READ of them). */
  total: Count,
  /** Groups of the DOWN_SITES_READ longest-down sites that are not in `groups`. */
  moreGroups: Count,
  /** Sites down that are in none of `groups` (`total` less the groups' counts). */
  moreSites: Count
})

export const UptimeDay = Type.Object({
  /** The UTC day ("2026-11-24"). */
  day: Type.String({ maxLength: 10 }),
  checks: Count,
  failures: Count,
  /** Null: no check that day. */
  percent: Type.Union([Type.Number(), Type.Null()])
})

export const UptimeTrend = Type.Object({
  /** The last 30 closed UTC days, oldest first, each present (with null when unchecked). */
  days: Type.Array(UptimeDay)
})

export const UpcomingItem = Type.Object({
  kind: Type.Union([Type.Literal('domain'), Type.Literal('certificate'), Type.Literal('server')]),
  /** The domain, or the server's name. */
  name: Text,
  /** The day it expires (a certificate's: the day of its valid-to). */
  date: Type.String({ maxLength: 10 }),
  days: Type.Integer()
})

export const Upcoming = Type.Object({
  /** The soonest expiries in the next 30 days, soonest first (at most UPCOMING_LIMIT). */
  items: Type.Array(UpcomingItem),
  total: Count
})

export const OpenAlert = Type.Object({
  id: Type.Integer(),
  title: Text,
  kind: Type.String({ maxLength: 64 }),
  label: Text,
  severity: Type.String({ maxLength: 16 }),
  createdAt: Instant,
  /** Its sites whose problem has not ended yet. */
  openSites: Count
})

export const OpenAlerts = Type.Object({
  /** Newest first (at most OPEN_ALERTS_LIMIT). */
  alerts: Type.Array(OpenAlert),
  total: Count
})

export type DownNowShape = Static<typeof DownNow>
export type DownGroupShape = Static<typeof DownGroup>
export type UptimeTrendShape = Static<typeof UptimeTrend>
export type UpcomingShape = Static<typeof Upcoming>
export type UpcomingItemShape = Static<typeof UpcomingItem>
export type OpenAlertsShape = Static<typeof OpenAlerts>

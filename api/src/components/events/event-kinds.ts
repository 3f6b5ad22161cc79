// THE list of event kinds. An event is what changed for a domain or a server;
// it is written in the transaction of the result that caused it, and alerts are derived from
// it. A new kind of event is ONE entry below: the rules matrix, the history, the channels and
// the digest read everything they need from here.
import type { EventKind } from './event-kind'
import { days, formatDuration, num, placesOf } from './event-words'
import { REPUTATION_KINDS } from './reputation-kinds'
import { SEARCH_KINDS } from './search-kinds'

function kinds<const K extends readonly EventKind[]> (...list: K): K {
  return list
}

export const EVENT_KINDS = kinds(
  {
    kind: 'site-down',
    label: 'Site down',
    severity: 'critical',
    outage: true,
    groupTitle: (count, where) => `${count} sites on ${where} are down`,
    message: (e) => `${e.domain ?? '?'} is down (${String(e.data.statusCode ?? '?')}${typeof e.data.error === 'string' && e.data.error !== '' ? `: ${e.data.error}` : ''})${placesOf(e.data.locations)}`
  },
  {
    kind: 'site-recovered',
    label: 'Site recovered',
    severity: 'info',
    ends: 'site-down',
    groupTitle: (count, where) => `${count} sites on ${where} are up again`,
    message: (e) => `${e.domain ?? '?'} is up again after ${formatDuration(num(e.data.durationMs))}`
  },
  {
    kind: 'affiliate-broken',
    label: 'Affiliate link broken',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'}: affiliate link ${String(e.data.affiliateLink ?? '')} is broken (${String(e.data.error ?? 'no answer')})`
  },
  {
    kind: 'affiliate-fixed',
    label: 'Affiliate link fixed',
    severity: 'info',
    ends: 'affiliate-broken',
    message: (e) => `${e.domain ?? '?'}: affiliate link ${String(e.data.affiliateLink ?? '')} works again`
  },
  {
    kind: 'domain-expiring',
    label: 'Domain expiring',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'} expires in ${days(num(e.data.days))} (${String(e.data.expiryDate)})`
  },
  {
    kind: 'domain-expired',
    label: 'Domain expired',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'} expired on ${String(e.data.expiryDate)}`
  },
  {
    kind: 'certificate-expiring',
    label: 'Certificate expiring',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'}: its TLS certificate (${String(e.data.issuer ?? '')}) expires in ${days(num(e.data.days))} (${String(e.data.validTo)})`
  },
  {
    kind: 'certificate-expired',
    label: 'Certificate expired',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'}: its TLS certificate (${String(e.data.issuer ?? '')}) expired on ${String(e.data.validTo)}`
  },
  {
    kind: 'registry-status',
    label: 'Registry status warning',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'}: the registry now lists it as ${Array.isArray(e.data.appeared) ? e.data.appeared.join(', ') : '?'}${typeof e.data.expiryDate === 'string' ? ` (expiry ${e.data.expiryDate})` : ''}`
  },
  {
    kind: 'server-expiring',
    label: 'Server expiring',
    severity: 'warning',
    message: (e) => `Server ${e.server ?? String(e.data.server ?? '?')} (${String(e.data.platform ?? '')}) expires in ${days(num(e.data.days))} (${String(e.data.expiryDate)})`
  },
  {
    kind: 'server-expired',
    label: 'Server expired',
    severity: 'critical',
    message: (e) => `Server ${e.server ?? String(e.data.server ?? '?')} (${String(e.data.platform ?? '')}) expired on ${String(e.data.expiryDate)}`
  },
  {
    kind: 'bing-deindexed',
    label: 'Dropped from Bing',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'} was indexed by Bing and is not any more`
  },
  {
    kind: 'sitefleet-offline',
    label: 'Sitefleet cannot reach the internet',
    severity: 'critical',
    system: true,
    message: (e) => `Sitefleet cannot reach the internet: ${num(e.data.failing)} of ${num(e.data.checked)} sites checked in the last ${num(e.data.minutes)} minutes failed. Alerts about single sites are held back until it can.`
  },
  {
    kind: 'sitefleet-online',
    label: 'Sitefleet online again',
    severity: 'info',
    system: true,
    ends: 'sitefleet-offline',
    message: () => 'Sitefleet can reach the internet again; sites still down are alerted as usual.'
  },
  {
    kind: 'regional-failure',
    label: 'Regional failure',
    severity: 'info',
    optIn: true,
    message: (e) => `${e.domain ?? '?'} failed from some places only (${String(e.data.statusCode ?? '?')}${typeof e.data.error === 'string' && e.data.error !== '' ? `: ${e.data.error}` : ''})${placesOf(e.data.locations)}: not counted as down`
  },
  {
    kind: 'location-offline',
    label: 'Location offline',
    severity: 'warning',
    system: true,
    message: (e) => `Location ${String(e.data.location ?? '?')} is offline: no heartbeat for ${formatDuration(num(e.data.silentMs))}. Its checks went to the other locations.`
  },
  {
    kind: 'location-online',
    label: 'Location online again',
    severity: 'info',
    system: true,
    ends: 'location-offline',
    message: (e) => `Location ${String(e.data.location ?? '?')} is online again.`
  },
  {
    kind: 'location-unreachable',
    label: 'Location cannot reach the internet',
    severity: 'critical',
    system: true,
    message: (e) => `Location ${String(e.data.location ?? '?')} cannot reach the internet: ${num(e.data.failures)} of its ${num(e.data.checks)} checks in the last ${num(e.data.minutes)} minutes failed. It does not vote on outages until it can.`
  },
  {
    kind: 'location-reachable',
    label: 'Location reaches the internet again',
    severity: 'info',
    system: true,
    ends: 'location-unreachable',
    message: (e) => `Location ${String(e.data.location ?? '?')} can reach the internet again and votes on outages.`
  },
  {
    kind: 'checks-behind',
    label: 'Status checks behind',
    severity: 'warning',
    system: true,
    message: (e) => `Status checks are behind: the oldest overdue one has waited ${formatDuration(num(e.data.oldestOverdueMs))}, longer than the ${formatDuration(num(e.data.intervalMs))} check interval. Outages may be found late.`
  },
  {
    kind: 'checks-caught-up',
    label: 'Status checks caught up',
    severity: 'info',
    system: true,
    ends: 'checks-behind',
    message: (e) => `Status checks have caught up: the oldest overdue one has waited ${formatDuration(num(e.data.oldestOverdueMs))}.`
  },
  {
    kind: 'backup-failed',
    label: 'Backup failed',
    severity: 'critical',
    system: true,
    message: (e) => `The scheduled backup of the database failed: ${String(e.data.message ?? 'unknown error')}. The last good copy is in ${String(e.data.dir ?? 'BACKUP_DIR')}.`
  },
  {
    kind: 'noindex-appeared',
    label: 'Noindex appeared',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'} now tells search engines not to index it (${String(e.data.source ?? 'noindex')})`
  },
  // The critical SEO changes found by comparing two scans (jobs/scan-tracker.ts).
  {
    kind: 'canonical-offsite',
    label: 'Canonical points to another site',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'}: the canonical now points to another site (${String(e.data.after ?? '')})`
  },
  {
    kind: 'robots-disallow-all',
    label: 'robots.txt disallows the site',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'}: robots.txt now disallows / for every crawler`
  },
  // Registrar accounts: what a registrar sync finds.
  {
    kind: 'auto-renew-off',
    label: 'Auto-renew off, expiring soon',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'} expires in ${days(num(e.data.days))} (${String(e.data.expiryDate)}) and auto-renew is off at ${String(e.data.account ?? 'its registrar')}`
  },
  {
    kind: 'transfer-lock-off',
    label: 'Transfer lock turned off',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'}: the transfer lock was turned off at ${String(e.data.account ?? 'its registrar')}. If nobody on your side did this, the domain may be about to be transferred away.`
  },
  {
    kind: 'registrar-sync-failed',
    label: 'Registrar sync failing',
    severity: 'warning',
    message: (e) => `Registrar account ${String(e.data.account ?? '?')} (${String(e.data.provider ?? '')}) failed to sync ${num(e.data.failures)} times in a row: ${String(e.data.message ?? '')}`
  },
  {
    kind: 'registrar-expiry-mismatch',
    label: 'Registry and registrar expiry differ',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'}: the registry says it expires ${String(e.data.registryExpiry)}, the registrar (${String(e.data.account ?? '?')}) says ${String(e.data.registrarExpiry)}`
  },
  {
    kind: 'affiliate-link-gone',
    label: 'Affiliate link gone',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'}: the affiliate link ${String(e.data.before ?? '')} is gone from the page`
  },
  ...REPUTATION_KINDS,
  ...SEARCH_KINDS
)

export type EventKindName = typeof EVENT_KINDS[number]['kind']

const BY_NAME: ReadonlyMap<string, EventKind> = new Map(EVENT_KINDS.map((k) => [k.kind, k]))

/** The kind that ends `name` (site-down → site-recovered), if any. */
export function endedBy (name: string): string | undefined {
  return EVENT_KINDS.find((k: EventKind) => k.ends === name)?.kind
}

/** The kind named `name`; undefined for a kind no longer listed (old rows). */
export function eventKind (name: string): EventKind | undefined {
  return BY_NAME.get(name)
}

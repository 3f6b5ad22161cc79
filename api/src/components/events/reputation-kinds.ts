// The event kinds of reputation (components/reputation): blocklists and unsafe-site flags. An
// IP's listing is an event on each site that resolves to it, so a server's sites make one
// grouped alert (groupTitle); the end of a listing or of a flag is sent when its start was; a
// provider's silent first round is one summary per user.
import type { EventKind } from './event-kind'
import { listedValue, num } from './event-words'

export const REPUTATION_KINDS = [
  {
    kind: 'blocklisted',
    label: 'On a blocklist',
    severity: 'critical',
    groupTitle: (count, where) => `${count} sites on ${where} are on a blocklist`,
    message: (e) => `${e.domain ?? '?'}: ${listedValue(e.data)} is listed on ${String(e.data.list ?? '?')} as ${String(e.data.category ?? '?')} since ${String(e.data.since ?? '?')}. Look it up: ${String(e.data.lookupUrl ?? '')}`
  },
  {
    kind: 'delisted',
    label: 'Off a blocklist',
    severity: 'info',
    ends: 'blocklisted',
    groupTitle: (count, where) => `${count} sites on ${where} are off a blocklist`,
    message: (e) => `${e.domain ?? '?'}: ${listedValue(e.data)} is no longer listed on ${String(e.data.list ?? '?')} (${String(e.data.category ?? '?')}, listed since ${String(e.data.since ?? '?')}). Look it up: ${String(e.data.lookupUrl ?? '')}`
  },
  {
    kind: 'unsafe-site',
    label: 'Flagged as unsafe',
    severity: 'critical',
    message: (e) => `${e.domain ?? '?'} is flagged as unsafe by ${String(e.data.list ?? 'Google')}: ${String(e.data.category ?? '?')} since ${String(e.data.since ?? '?')}. Look it up: ${String(e.data.lookupUrl ?? '')}`
  },
  {
    kind: 'unsafe-site-cleared',
    label: 'No longer flagged',
    severity: 'info',
    ends: 'unsafe-site',
    message: (e) => `${e.domain ?? '?'} is no longer flagged as unsafe by ${String(e.data.list ?? 'Google')} (${String(e.data.category ?? '?')}, flagged since ${String(e.data.since ?? '?')}). Look it up: ${String(e.data.lookupUrl ?? '')}`
  },
  {
    kind: 'reputation-summary',
    label: 'Blocklist first check',
    severity: 'info',
    message: (e) => `${String(e.data.list ?? '?')} is now checked. Listed today: ${num(e.data.count)} of your domains and IP addresses (${Array.isArray(e.data.values) ? e.data.values.join(', ') : ''}${num(e.data.count) > (Array.isArray(e.data.values) ? e.data.values.length : 0) ? ', …' : ''}). Changes from now on are alerted one by one; see Reputation.`
  }
] as const satisfies readonly EventKind[]

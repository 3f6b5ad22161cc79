// The words of the daily digest e-mail: what is wrong across a user's portfolio now, and what
// happened in the last 24 hours.
import type { DigestList } from '../digest-repository'

export interface DigestFacts {
  day: string
  downNow: DigestList
  newErrors: DigestList
  brokenAffiliates: DigestList
  expiringDomains: DigestList
  expiringServers: DigestList
  notIndexed: DigestList
}

function section (title: string, list: DigestList): string {
  if (list.count === 0) return `${title}: none`
  const more = list.count > list.items.length ? `\n  … and ${list.count - list.items.length} more` : ''
  return `${title}: ${list.count}\n${list.items.map((item) => `  - ${item}`).join('\n')}${more}`
}

export function digestText (facts: DigestFacts): { subject: string, text: string } {
  const problems = facts.downNow.count + facts.brokenAffiliates.count + facts.expiringDomains.count + facts.expiringServers.count
  return {
    subject: `Sitefleet daily digest ${facts.day}: ${facts.downNow.count} down, ${problems} to look at`,
    text: [
      `Your Sitefleet portfolio on ${facts.day}.`,
      '',
      section('Sites down now', facts.downNow),
      section('New errors in the last 24 hours', facts.newErrors),
      section('Broken affiliate links', facts.brokenAffiliates),
      section('Domains expiring within 10 days', facts.expiringDomains),
      section('Servers expiring within 10 days', facts.expiringServers),
      section('Sites not indexed by Bing', facts.notIndexed),
      '',
      'You get this e-mail because the daily digest is on in your alert settings.'
    ].join('\n')
  }
}

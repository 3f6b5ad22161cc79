// The reputation bench's fakes, served by the bench farm's process (lib/bench-farm with
// BENCH_FARM_REPUTATION_KEY set), so their memory and CPU are not the product's: the fake DNS
// blocklist resolver on loopback (Spamhaus DQS with that key, SURBL, URIBL) with one in fifty of
// BENCH_FARM_REPUTATION_IPS addresses listed on ZEN, and fake Web Risk / Safe Browsing at their
// real host names. The parent asks { ask: 'reputation' } for what they received.
import { startFakeDnsbl } from '../../api/test/farm/fake-dnsbl'
import { fakeGoogleLists } from '../../api/test/farm/sites/google-lists'
import type { FarmSite } from '../../api/test/farm'

/** The bench's addresses: 10.100.x.y, domain i resolving to the (i mod ips)-th. */
export const benchIp = (i: number): string => `10.100.${Math.floor(i / 250)}.${i % 250}`

export interface ReputationSeen {
  /** Per zone suffix: questions received and the most in any one second. */
  zones: Record<string, { queries: number, peakPerSecond: number }>
  safeBrowsingRequests: number
}

export const REPUTATION_ZONES = ['.dq.spamhaus.net', '.multi.surbl.org', '.multi.uribl.com']

function peakPerSecond (times: readonly number[]): number {
  const perSecond = new Map<number, number>()
  for (const t of times) perSecond.set(Math.floor(t / 1000), (perSecond.get(Math.floor(t / 1000)) ?? 0) + 1)
  return Math.max(0, ...perSecond.values())
}

export async function startReputationFakes (key: string, ips: number): Promise<{ dnsPort: number, sites: FarmSite[], close: () => Promise<void> }> {
  const dnsbl = await startFakeDnsbl()
  for (let i = 0; i < ips; i += 50) dnsbl.answers.set(`${benchIp(i).split('.').reverse().join('.')}.${key}.zen.dq.spamhaus.net`, ['127.0.0.2'])
  const google = fakeGoogleLists()
  process.on('message', (m: any) => {
    if (m?.ask !== 'reputation') return
    const zones = Object.fromEntries(REPUTATION_ZONES.map((zone) => {
      const times = dnsbl.asked.filter((q) => q.name.endsWith(zone)).map((q) => q.at)
      return [zone, { queries: times.length, peakPerSecond: peakPerSecond(times) }]
    }))
    process.send?.({ reputation: { zones, safeBrowsingRequests: google.requests.filter((r) => r.api === 'safe-browsing').length } satisfies ReputationSeen })
  })
  return { dnsPort: dnsbl.port, sites: google.sites, close: dnsbl.close }
}

// scan-cost: full scans (scanDomain: https fetch, one parse, extraction, robots.txt) of generated
// realistic pages of several sizes, one at a time so CPU per page is clean; reference: the raw
// fetch of the same page through the same OutboundClient, nothing parsed. The farm is a separate
// process, so process.cpuUsage() here is the client side only.
import path from 'node:path'
import { OutboundClient } from '../../api/src/platform/outbound'
import { scanDomain } from '../../api/src/components/domains/scan/scanner'
import { createAffiliateMatcher } from '../../api/src/platform/config/affiliate-patterns'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { fakeLookup } from '../../api/test/helpers/outbound'
import { PAGE_SIZES_KB, pinsFor, type FarmReady } from '../lib/bench-farm'
import { startChild } from '../lib/child'
import { envInt, report, type Row } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')

interface Measure { pagesPerSec: number, cpuMsPerPage: number, pages: number }

/** Repeats `fn` for at least `ms` and at least 3 times; pages/s by wall time, CPU ms by cpuUsage. */
async function measure (ms: number, fn: () => Promise<void>): Promise<Measure> {
  await fn() // warm-up (JIT, TLS session), not counted
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  let pages = 0
  while (pages < 3 || performance.now() - t0 < ms) {
    await fn()
    pages++
  }
  const wall = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  return { pagesPerSec: pages / wall, cpuMsPerPage: (cpu.user + cpu.system) / 1000 / pages, pages }
}

export async function run (): Promise<void> {
  const seconds = envInt('BENCH_SCAN_SECONDS', 3)
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_SITES: '0' })
  const hosts = PAGE_SIZES_KB.map((kb) => `page-${kb}.farm.test`)
  const client = new OutboundClient({ connectTo: parseConnectTo(pinsFor(hosts, farm.ready)), lookup: fakeLookup() })
  const isAffiliate = createAffiliateMatcher()
  const rows: Row[] = []
  try {
    for (const kb of PAGE_SIZES_KB) {
      const host = `page-${kb}.farm.test`
      const probe = await scanDomain(host, { client, isAffiliate })
      if (probe.statusCode !== 200 || probe.wordCount === 0 || probe.affiliateLink === '') throw new Error(`scan of ${host} did not read the page: ${JSON.stringify(probe).slice(0, 300)}`)
      const raw = await measure(seconds * 1000, async () => { await client.get(`https://${host}/`) })
      const full = await measure(seconds * 1000, async () => { await scanDomain(host, { client, isAffiliate }) })
      rows.push({ figure: `${kb} KB page: pages/s`, ours: full.pagesPerSec, reference: raw.pagesPerSec, unit: 'pages/s', note: `${full.pages} scans, ${raw.pages} fetches` })
      rows.push({ figure: `${kb} KB page: CPU per page`, ours: full.cpuMsPerPage, reference: raw.cpuMsPerPage, unit: 'ms', note: `${probe.wordCount} words, ${probe.images.length} images` })
    }
  } finally {
    await client.close?.()
    await farm.stop()
  }
  report({
    scenario: 'scan-cost',
    startedAt,
    params: { BENCH_SCAN_SECONDS: seconds, sizesKb: PAGE_SIZES_KB.join('/') },
    rows,
    notes: ['ours: scanDomain() (fetch + parse + extract + robots.txt); reference: OutboundClient.get() of the same page alone.']
  })
}

// The compiled api as its own process for the `fuzz` scenario, fenced like the jest fuzz suite
// (api/test/fuzz/fuzz-world): every outbound connection pinned to the loopback farm child
// (BENCH_FUZZ_CONNECT_TO), names resolve nowhere, mail to the parent's SMTP capture. It watches
// its own event loop two ways: perf_hooks.monitorEventLoopDelay (the histogram: max, p99), and a
// 10 ms timer whose lateness dates each block over 50 ms, so the parent can name the requests
// that were in flight. The parent asks { ask: 'loop', reset } and gets both.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { buildApp as BuildApp } from '../../api/src/app'
import type { AppConfig } from '../../api/src/platform/config/config'
import type { parseConnectTo as ParseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { answerRss } from './child'

/* eslint-disable @typescript-eslint/no-require-imports */
const { buildApp } = require('../../api/dist/app') as { buildApp: typeof BuildApp }
const { parseConnectTo } = require('../../api/dist/platform/outbound/connect-to') as { parseConnectTo: typeof ParseConnectTo }
/* eslint-enable @typescript-eslint/no-require-imports */

export interface LoopReport {
  /** monitorEventLoopDelay since the last reset, in ms. */
  maxMs: number
  p99Ms: number
  meanMs: number
  /** Blocks over 50 ms since the last reset: when they ended (epoch ms) and how long they were. */
  blocks: Array<{ endedAt: number, ms: number }>
}

const TICK_MS = 10
const BLOCK_MS = 50

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const app = buildApp(config, {
    logger: false,
    outbound: {
      connectTo: parseConnectTo(process.env.BENCH_FUZZ_CONNECT_TO),
      lookup: async (hostname) => { throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }) },
      resolveRecords: async () => [],
      connectTimeoutMs: 1000,
      responseTimeoutMs: 1000,
      totalTimeoutMs: 2500
    }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })

  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let blocks: LoopReport['blocks'] = []
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    const late = now - last - TICK_MS
    if (late > BLOCK_MS) blocks.push({ endedAt: Date.now(), ms: Math.round(late) })
    last = now
  }, TICK_MS)

  process.on('message', (m: any) => {
    if (m?.ask !== 'loop') return
    const ns = 1e6
    const report: LoopReport = { maxMs: histogram.max / ns, p99Ms: histogram.percentile(99) / ns, meanMs: histogram.mean / ns, blocks }
    if (m.reset === true) {
      histogram.reset()
      blocks = []
    }
    process.send?.({ loop: report })
  })
  answerRss()
  process.on('SIGTERM', () => {
    clearInterval(timer)
    void app.close().then(() => process.exit(0))
  })
  const address = app.server.address()
  process.send?.({ ready: { port: typeof address === 'object' && address !== null ? address.port : 0 } })
}

void main()

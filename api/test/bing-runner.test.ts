// The background runner of Bing checks: bounded concurrency, no domain queued twice, one
// summary log line per batch, and close() dropping what has not started.
import type { FastifyBaseLogger } from 'fastify'
import { BingCheckRunner } from '../src/checks/bing'
import type { IndexResult } from '../src/checks/bing'

function recordingLog () {
  const lines: Array<{ level: string, obj: unknown, msg: string }> = []
  const log = {
    info: (obj: unknown, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: unknown, msg: string) => lines.push({ level: 'warn', obj, msg }),
    error: (obj: unknown, msg: string) => lines.push({ level: 'error', obj, msg })
  } as unknown as FastifyBaseLogger
  return { log, lines }
}

/** A check whose answers the test releases by hand. */
function heldCheck () {
  const running: Array<{ domain: string, finish: (r: IndexResult) => void }> = []
  const check = async ({ domain }: { domain: string }) => await new Promise<IndexResult>((resolve) => running.push({ domain, finish: resolve }))
  return { running, check: { check } }
}

const target = (n: number) => ({ id: `id-${n}`, domain: `d${n}.example` })
const flush = async () => await new Promise((resolve) => setImmediate(resolve))

test('runs at most `concurrency` checks at once and never queues a domain twice', async () => {
  const { log } = recordingLog()
  const held = heldCheck()
  const runner = new BingCheckRunner(held.check, 2, log)
  expect(runner.enqueue([target(1), target(2), target(3)])).toBe(3)
  expect(runner.enqueue([target(2), target(3), target(4)])).toBe(1)
  await flush()
  expect(held.running.map((r) => r.domain)).toEqual(['d1.example', 'd2.example'])
  held.running[0].finish({ state: 'indexed' })
  await flush()
  expect(held.running.map((r) => r.domain)).toEqual(['d1.example', 'd2.example', 'd3.example'])
  expect(runner.size).toBe(3)
})

test('one summary line per batch; unknown answers make it a warning', async () => {
  const { log, lines } = recordingLog()
  const held = heldCheck()
  const runner = new BingCheckRunner(held.check, 4, log)
  runner.enqueue([target(1), target(2)])
  await flush()
  held.running[0].finish({ state: 'not-indexed' })
  held.running[1].finish({ state: 'unknown', reason: 'captcha' })
  await runner.idle()
  expect(lines).toEqual([{ level: 'warn', obj: { checked: 2, unknown: 1, failed: 0, lastReason: 'captcha' }, msg: 'Bing index checks done' }])
})

test('close() drops the queue; idle() then waits only for what runs', async () => {
  const { log } = recordingLog()
  const held = heldCheck()
  const runner = new BingCheckRunner(held.check, 1, log)
  runner.enqueue([target(1), target(2), target(3)])
  await flush()
  runner.close()
  expect(runner.size).toBe(1)
  expect(runner.enqueue([target(4)])).toBe(0)
  held.running[0].finish({ state: 'indexed' })
  await runner.idle()
  expect(held.running).toHaveLength(1)
})

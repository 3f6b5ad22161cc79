// The process's Prometheus metrics (prom-client's default registry): a process is what Prometheus
// scrapes, so every metric is one per process, made once however many apps a process builds
// (tests build many). Components make their own counters through these getters; the database
// figures are gauges read at scrape time (MetricReader, wired by the composition root).
import type { Kysely } from 'kysely'
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client'
import type { DialectName } from '../db/database'
import type { Database } from '../db/schema'

export { register }

let defaultsOn = false
/** Event-loop delay, heap, RSS, open descriptors…: prom-client's default collectors, once per process. */
export function collectProcessMetrics (): void {
  if (defaultsOn) return
  defaultsOn = true
  collectDefaultMetrics({ register })
}

export function counter<L extends string> (name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (register.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames, registers: [register] })
}

export function gauge<L extends string> (name: string, help: string, labelNames: readonly L[]): Gauge<L> {
  return (register.getSingleMetric(name) as Gauge<L> | undefined) ?? new Gauge({ name, help, labelNames, registers: [register] })
}

export function histogram<L extends string> (name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
  return (register.getSingleMetric(name) as Histogram<L> | undefined) ?? new Histogram({ name, help, labelNames, buckets, registers: [register] })
}

export interface MetricSample {
  labels: Record<string, string>
  value: number
}

export interface ReadContext {
  db: Kysely<Database>
  dialect: DialectName
  now: Date
}

/** A gauge whose samples come from the database when /metrics is scraped: cheap, bounded queries only. */
export interface MetricReader {
  name: string
  help: string
  labelNames: readonly string[]
  read: (ctx: ReadContext) => Promise<MetricSample[]>
}

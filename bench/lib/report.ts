// One result format for every scenario: rows of figures, each with our number, the reference
// measured in the same run and their ratio (machines are noisy; the ratio is what compares).
import fs from 'node:fs'
import path from 'node:path'

/** bench/results, or BENCH_RESULTS_DIR (the smoke test writes its tiny runs elsewhere). */
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.join(__dirname, '..', 'results')

export interface Row {
  figure: string
  ours: number | string
  reference?: number | string
  unit?: string
  /** ours / reference; filled in by report() when both are numbers. */
  ratio?: number
  note?: string
}

export interface Result {
  scenario: string
  startedAt: string
  params: Record<string, unknown>
  rows: Row[]
  notes: string[]
  /** Extra data for whoever profiles a miss (JSON only, not printed). */
  details?: unknown
}

export function fmt (v: number | string | undefined): string {
  if (v === undefined) return ''
  if (typeof v === 'string') return v
  if (!Number.isFinite(v)) return String(v)
  return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2)
}

export function table (result: Result): string {
  const lines = [
    `### ${result.scenario} (${result.startedAt})`,
    '',
    `Parameters: ${Object.entries(result.params).map(([k, v]) => `${k}=${String(v)}`).join(', ')}`,
    '',
    '| figure | ours | reference | ratio | unit | note |',
    '|---|---:|---:|---:|---|---|'
  ]
  for (const r of result.rows) {
    lines.push(`| ${r.figure} | ${fmt(r.ours)} | ${fmt(r.reference)} | ${r.ratio === undefined ? '' : r.ratio.toFixed(2) + 'x'} | ${r.unit ?? ''} | ${r.note ?? ''} |`)
  }
  if (result.notes.length > 0) lines.push('', ...result.notes.map((n) => `- ${n}`))
  return lines.join('\n') + '\n'
}

/** Fills ratios, writes results/<name>.json (latest run) and appends to results/<name>.md, prints. */
export function report (result: Result): void {
  for (const r of result.rows) {
    if (r.ratio === undefined && typeof r.ours === 'number' && typeof r.reference === 'number' && r.reference !== 0) r.ratio = r.ours / r.reference
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(RESULTS_DIR, `${result.scenario}.json`), JSON.stringify(result, null, 2) + '\n')
  const md = table(result)
  fs.appendFileSync(path.join(RESULTS_DIR, `${result.scenario}.md`), md + '\n')
  process.stdout.write('\n' + md + '\n')
}

export function envInt (name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number (got "${raw}")`)
  return n
}

export function percentile (sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Runs `fn` over `items` with at most `limit` in flight (the same bound for ours and the reference). */
export async function mapLimit<T> (items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++])
  })
  await Promise.all(lanes)
}

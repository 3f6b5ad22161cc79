// The portfolio table as CSV: one line per site, Google's and Bing's 28-day figures side by side.
import { toCsv } from '../../platform/lib/csv'
import type { PortfolioRow } from './report-service'
import type { FiguresShape } from './schemas'

const FIGURES = ['clicks', 'impressions', 'CTR %', 'position', 'clicks change %', 'impressions change %']
export const PORTFOLIO_CSV_HEADER = ['domain', 'super category', ...FIGURES.map((f) => `Google ${f}`), ...FIGURES.map((f) => `Bing ${f}`), 'traffic drop', 'weekly clicks (12 weeks)', 'Google index verdict', 'Google coverage']

const pct = (v: number | null): number | string => (v === null ? '' : Math.round(v * 1000) / 10)
const cells = (f: FiguresShape | null): Array<string | number> => (f === null
  ? ['', '', '', '', '', '']
  : [f.clicks, f.impressions, pct(f.ctr), f.position === null ? '' : f.position, pct(f.clicksChange), pct(f.impressionsChange)])

export function portfolioCsv (rows: readonly PortfolioRow[]): string {
  return toCsv(PORTFOLIO_CSV_HEADER, rows.map((r) => [r.domain, r.superCategory, ...cells(r.google), ...cells(r.bing), r.trafficDrop ? 'yes' : 'no', r.trend.join(' '), r.inspection?.verdict ?? '', r.inspection?.coverageState ?? '']))
}

// The portfolio table's orders, decided on the server so that paging follows them: the biggest
// losers are the most negative 28-day change of clicks; sites without figures go last in every
// order, and equal figures fall back to the domain's name.
import type { FiguresShape } from './schemas'

export type PortfolioSort = 'clicks' | 'clicksChange' | 'impressions' | 'position'

interface Sortable { domain: string, google: FiguresShape | null, bing: FiguresShape | null }

/** The figures a row is judged by: Google's, else Bing's. */
const primary = (r: Sortable): FiguresShape | null => r.google ?? r.bing

/** A number to sort ascending; null (no figure) sorts last. */
const KEYS: Record<PortfolioSort, (f: FiguresShape) => number | null> = {
  clicks: (f) => -f.clicks,
  impressions: (f) => -f.impressions,
  clicksChange: (f) => f.clicksChange,
  position: (f) => f.position
}

export function sortPortfolio<T extends Sortable> (rows: T[], sort: PortfolioSort): T[] {
  const key = KEYS[sort]
  const value = (r: T): number | null => { const f = primary(r); return f === null ? null : key(f) }
  return rows.sort((a, b) => {
    const x = value(a)
    const y = value(b)
    if (x !== y) {
      if (x === null) return 1
      if (y === null) return -1
      return x - y
    }
    return a.domain.localeCompare(b.domain)
  })
}

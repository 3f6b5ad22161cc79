import type { ChartData } from './chart-series'

/** The mean of a line's points, rounded to ms; null when it has none. */
function mean (values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null)
  return known.length === 0 ? null : Math.round(known.reduce((a, b) => a + b, 0) / known.length)
}

/** Which colour is which location on the chart, with each one's mean response time. */
export function LocationLegend ({ chart }: { chart: ChartData }) {
  if (!chart.byLocation) return null
  return (
    <ul className='dm-legend' aria-label='Response time by location'>
      {chart.series.map((s) => {
        const avg = mean(s.values)
        return (
          <li key={s.label} className='dm-legend__item'>
            <span className='dm-legend__swatch' style={{ background: s.color }} aria-hidden='true' />
            {`${s.label}: ${avg === null ? 'no answer' : `${avg} ms`}`}
          </li>
        )
      })}
    </ul>
  )
}

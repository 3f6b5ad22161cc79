import { Link } from 'react-router-dom'
import { DataTable, formatChange, formatCount, type LayoutKind, paths, type SearchFigures, type SearchPortfolioRow, type SuperCategory } from '@sitefleet/shared'
import { changeClass, formatCtr, formatPosition } from '../lib/format-figures'
import { Sparkline } from './sparkline'

function Figure ({ f, pick, change }: { f: SearchFigures | null; pick(f: SearchFigures): string; change?: number | null }) {
  if (f === null) return <span className='ix-muted'>—</span>
  return (
    <>
      {pick(f)}
      {change !== undefined && <span className={`ix-note ${changeClass(change) ?? ''}`}>{formatChange(change)}</span>}
    </>
  )
}

const VERDICTS: Record<NonNullable<SearchPortfolioRow['inspection']>['verdict'], string> = {
  PASS: 'Indexed',
  PARTIAL: 'Indexed, with issues',
  FAIL: 'Not indexed',
  NEUTRAL: 'Excluded',
  VERDICT_UNSPECIFIED: 'Unknown',
}

/** The home page's latest URL Inspection: Google's verdict and its own words for the coverage. */
function IndexVerdict ({ row }: { row: SearchPortfolioRow }) {
  const i = row.inspection
  if (i === null) return <span className='ix-muted'>Not inspected yet</span>
  return (
    <>
      <span className={i.verdict === 'PASS' ? undefined : 'ix-loss'}>{VERDICTS[i.verdict] ?? i.verdict}</span>
      {i.coverageState !== null && <span className='ix-note'>{i.coverageState}</span>}
    </>
  )
}

/** One page of the portfolio: the 28-day Google figures with their change, the 12-week trend, the home page's index verdict and Bing's figures. */
export function PortfolioTable ({ sites, layout, category }: { sites: SearchPortfolioRow[]; layout: LayoutKind; category: SuperCategory }) {
  return (
    <DataTable
      label='Search performance by site'
      rows={sites}
      rowKey={(s) => s.domainId}
      rowLabel={(s) => s.domain}
      columns={[
        {
          header: 'Site',
          cell: (s) => (
            <>
              <Link to={paths.searchSite(layout, category, s.domainId)}>{s.domain}</Link>
              {s.trafficDrop && <span className='ix-cause'>Traffic drop</span>}
            </>
          ),
        },
        { header: 'Clicks (28 days)', kind: 'nowrap', cell: (s) => <Figure f={s.google} pick={(f) => formatCount(f.clicks)} change={s.google?.clicksChange ?? null} /> },
        { header: 'Impressions', kind: 'nowrap', cell: (s) => <Figure f={s.google} pick={(f) => formatCount(f.impressions)} change={s.google?.impressionsChange ?? null} /> },
        { header: 'CTR', kind: 'nowrap', cell: (s) => <Figure f={s.google} pick={(f) => formatCtr(f.ctr)} /> },
        { header: 'Position', kind: 'nowrap', cell: (s) => <Figure f={s.google} pick={(f) => formatPosition(f.position)} /> },
        { header: 'Trend (12 weeks)', kind: 'nowrap', cell: (s) => <Sparkline values={s.trend} label={s.trend.length === 0 ? 'No trend' : `Weekly clicks of ${s.domain}: ${s.trend[0]} twelve weeks ago, ${s.trend[s.trend.length - 1]} last week`} /> },
        { header: 'Google index', cell: (s) => <IndexVerdict row={s} /> },
        { header: 'Bing clicks', kind: 'nowrap', cell: (s) => <Figure f={s.bing} pick={(f) => formatCount(f.clicks)} change={s.bing?.clicksChange ?? null} /> },
        { header: 'Bing impressions', kind: 'nowrap', cell: (s) => <Figure f={s.bing} pick={(f) => formatCount(f.impressions)} /> },
      ]}
    />
  )
}

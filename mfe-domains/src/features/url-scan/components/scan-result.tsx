import type { ScanResult } from '@sitefleet/shared'
import { ScanSummary } from './scan-summary'

/** The scan: a readable summary, then the raw result as pretty JSON, both as text only. */
export function ScanResultView ({ result }: { result: ScanResult }) {
  return (
    <section className='dm-panel dm-scan-result' aria-label='Scan result'>
      <h2>Scan Result</h2>
      <ScanSummary result={result} />
      <h3 className='dm-scan-result__raw'>Raw JSON</h3>
      <pre className='dm-pre dm-json'>{JSON.stringify(result, null, 2)}</pre>
    </section>
  )
}

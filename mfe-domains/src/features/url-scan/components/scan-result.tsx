import type { ScanResult } from '@sitefleet/shared';

/** The scan result as pretty JSON, rendered as text (never markup). */
export function ScanResultView({ result }: { result: ScanResult }) {
  return (
    <section className="dm-panel dm-scan-result" aria-label="Scan result">
      <h2>Scan Result</h2>
      <pre className="dm-pre dm-json">{JSON.stringify(result, null, 2)}</pre>
    </section>
  );
}

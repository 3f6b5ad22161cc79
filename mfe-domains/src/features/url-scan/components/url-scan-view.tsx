import { Button, LoadError, PanelWrites } from '@sitefleet/shared'
import { useCategories } from '../hooks/use-categories'
import { useUrlScan } from '../hooks/use-url-scan'
import { ScanForm } from './scan-form'
import { ScanResultView } from './scan-result'

/** URL scan screen: scan a site, inspect the JSON, save it under a brand category. */
export function UrlScanView () {
  const { categories, failed, reload } = useCategories()
  const { form, setField, status, result, saving, saved, scan, save } = useUrlScan()
  return (
    <section className='page dm-page'>
      <h1>Scan Website</h1>
      {failed && <LoadError message='Could not load the brand categories.' onRetry={reload} />}
      {/* A scan and a save are both writes: a read token's panel shows them disabled. */}
      <PanelWrites>
        <ScanForm form={form} categories={categories} status={status} onField={setField} onScan={() => void scan()} />
        {result && <ScanResultView result={result} />}
        <div className='dm-actions'>
          <Button onClick={() => void save()} disabled={saving || saved || status === 'scanning'}>
            {saved ? 'Saved' : saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </PanelWrites>
    </section>
  )
}

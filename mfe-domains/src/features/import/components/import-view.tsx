import { useState } from 'react'
import { Button, DropZone, FormActions, FormField, FormLayout, PanelWrites, Spinner, useApi } from '@sitefleet/shared'
import { useImport } from '../hooks/use-import'
import { ImportProgressBar } from './import-progress'
import { PreviewTable } from './preview-table'

export const COLUMNS_HELP = 'Columns: domain (required), superCategory, brandCategory, issueDate, note, platform, platformEmail, server, serverExpiryDate. Comma, semicolon or tab; UTF-8 or Windows-1252.'

/**
 * Import screen: a drop zone for a CSV file (with a file picker inside it), or a pasted list with
 * the brand category for its new domains; then the preview, Apply and the progress.
 */
export function ImportView () {
  const { preview, progress, error, busy, previewFile, previewList, apply } = useImport()
  const [text, setText] = useState('')
  const [category, setCategory] = useState('')
  const { readOnly } = useApi()
  const changes = preview === null ? 0 : preview.counts.new + preview.counts.update

  return (
    <section className='page dm-page dm-import'>
      <div className='dm-page__head'><h1>Import</h1></div>
      {/* A preview and an apply are writes (POSTs): a read token's panel shows them disabled. */}
      <PanelWrites>
        <DropZone
          title='Drop a CSV file here'
          testId='import-drop-zone'
          accept='.csv,.txt,text/csv'
          hint={COLUMNS_HELP}
          disabled={readOnly}
          onFile={(file) => void previewFile(file)}
        />
        <FormLayout label='Paste a list' className='dm-import__paste' onSubmit={() => void previewList(text, category)}>
          <FormField label='Or paste domains, one per line'>
            <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} />
          </FormField>
          <FormField label='Brand category for new domains' className='dm-import__category'>
            <input value={category} maxLength={100} onChange={(e) => setCategory(e.target.value)} />
          </FormField>
          <FormActions>
            <Button type='submit' disabled={busy || text.trim() === ''}>Preview</Button>
          </FormActions>
        </FormLayout>
        {error !== null && <div className='dm-alert' role='alert'>{error}</div>}
        {busy && preview === null && <Spinner label='Reading the file...' />}
        {preview !== null && (
          <>
            <div className='dm-page__meta'>
              <Button onClick={() => void apply()} disabled={busy || progress !== null || changes === 0}>
                Apply ({changes} change{changes === 1 ? '' : 's'})
              </Button>
            </div>
            {progress !== null && <ImportProgressBar progress={progress} />}
            <PreviewTable preview={preview} />
          </>
        )}
      </PanelWrites>
    </section>
  )
}

import { useId, useState, type DragEvent } from 'react'
import { Button, PanelWrites, Spinner, useApi } from '@sitefleet/shared'
import { useImport } from '../hooks/use-import'
import { ImportProgressBar } from './import-progress'
import { PreviewTable } from './preview-table'

export const COLUMNS_HELP = 'Columns: domain (required), superCategory, brandCategory, issueDate, note, platform, platformEmail, server, serverExpiryDate. Comma, semicolon or tab; UTF-8 or Windows-1252.'

/** Import screen: drop a CSV file or paste a list, check the preview, apply, follow the progress. */
export function ImportView () {
  const { preview, progress, error, busy, previewFile, previewList, apply } = useImport()
  const [text, setText] = useState('')
  const [category, setCategory] = useState('')
  const [over, setOver] = useState(false)
  const fileId = useId()
  const pasteId = useId()
  const categoryId = useId()
  const { readOnly } = useApi()

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    // A disabled fieldset stops its controls, not a drop on it.
    if (readOnly) return
    const file = event.dataTransfer.files[0]
    if (file !== undefined) void previewFile(file)
  }
  const changes = preview === null ? 0 : preview.counts.new + preview.counts.update

  return (
    <section className='page dm-page dm-import'>
      <div className='dm-page__head'><h1>Import</h1></div>
      <p className='dm-muted'>{COLUMNS_HELP}</p>
      {/* A preview and an apply are writes (POSTs): a read token's panel shows them disabled. */}
      <PanelWrites>
        <div
          className={`dm-import__drop${over ? ' dm-import__drop--over' : ''}`}
          data-testid='import-drop-zone'
          onDragOver={(e) => { e.preventDefault(); setOver(true) }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <label htmlFor={fileId}>Drop a CSV file here or choose one</label>
          <input id={fileId} type='file' accept='.csv,.txt,text/csv' onChange={(e) => { const f = e.target.files?.[0]; if (f !== undefined) void previewFile(f) }} />
        </div>
        <div className='dm-import__paste'>
          <label htmlFor={pasteId}>Or paste domains, one per line</label>
          <textarea id={pasteId} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
          <label htmlFor={categoryId}>Brand category for new domains</label>
          <input id={categoryId} value={category} maxLength={100} onChange={(e) => setCategory(e.target.value)} />
          <Button onClick={() => void previewList(text, category)} disabled={busy || text.trim() === ''}>Preview</Button>
        </div>
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

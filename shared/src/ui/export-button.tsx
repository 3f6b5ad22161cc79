import { useState } from 'react'
import { useApi } from '../api/api-context'
import { downloadCsv } from '../api/download-csv'
import { getErrorMessage } from '../api/errors'
import { Button } from './button'
import { toast } from './toast-store'

export interface ExportButtonProps {
  /** API path of the export, e.g. scopedPath('export.csv'). */
  url: string;
  /** The screen's current filter, as the export's query parameters. */
  params?: Record<string, string | number | boolean | undefined>;
  fallbackName: string;
  label?: string;
}

/** "Export CSV": downloads the export of the screen's current filter. */
export function ExportButton ({ url, params = {}, fallbackName, label = 'Export CSV' }: ExportButtonProps) {
  const [busy, setBusy] = useState(false)
  // The panel's client: an embedded panel downloads with its own token.
  const { client } = useApi()
  async function run () {
    setBusy(true)
    try {
      await downloadCsv(url, params, fallbackName, client)
    } catch (err) {
      toast.error(`Export failed: ${getErrorMessage(err, 'Something went wrong. Try again.')}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant='secondary' onClick={() => void run()} disabled={busy}>
      {busy ? 'Exporting...' : label}
    </Button>
  )
}

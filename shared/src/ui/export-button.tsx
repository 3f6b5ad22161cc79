import { useMutation } from '@tanstack/react-query'
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
  // The panel's client: an embedded panel downloads with its own token.
  const { client } = useApi()
  // A download is no cached read: it is run on demand, as a mutation is, and says when it is under way.
  const download = useMutation({ mutationFn: () => downloadCsv(url, params, fallbackName, client) })
  const busy = download.isPending
  function run () {
    download.mutate(undefined, { onError: (err) => toast.error(`Export failed: ${getErrorMessage(err, 'Something went wrong. Try again.')}`) })
  }
  return (
    <Button variant='secondary' onClick={run} disabled={busy}>
      {busy ? 'Exporting...' : label}
    </Button>
  )
}

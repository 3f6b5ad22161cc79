import { Button, toast, useApi } from '@sitefleet/shared'
import { probeCommand } from '../lib/format-location'
import type { IssuedToken as Issued } from '../hooks/use-locations'

/** The address probes reach Sitefleet at: the panel's API when embedded, else this page's origin. */
function sitefleetUrl (baseUrl: string | undefined): string {
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) return window.location.origin
  let url = baseUrl
  while (url.endsWith('/')) url = url.slice(0, -1)
  return url
}

async function copy (text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(`${what} copied`)
  } catch {
    toast.error('Copy failed: select the text and copy it by hand')
  }
}

/** A probe token, shown this once, with Copy buttons and the command that starts a probe with it. */
export function IssuedToken ({ issued, onDone }: { issued: Issued; onDone(): void }) {
  const { client } = useApi()
  const command = probeCommand(sitefleetUrl(client.defaults.baseURL), issued.token)
  return (
    <div className='ad-card ad-token-created' role='status' aria-label='Probe token'>
      <p>
        <strong>{issued.name}</strong>: {issued.reason === 'replaced' ? 'its old token no longer works. ' : ''}
        Copy this probe token now. It is not shown again.
      </p>
      <code className='ad-token-value' data-testid='probe-token'>{issued.token}</code>
      <p className='ad-muted'>Start a probe with it on the machine that should check from there:</p>
      <code className='ad-token-value' data-testid='probe-command'>{command}</code>
      <div className='ad-token-actions'>
        <Button variant='secondary' onClick={() => void copy(issued.token, 'Token')}>Copy</Button>
        <Button variant='secondary' onClick={() => void copy(command, 'Command')}>Copy command</Button>
        <Button variant='ghost' onClick={onDone}>Done</Button>
      </div>
    </div>
  )
}

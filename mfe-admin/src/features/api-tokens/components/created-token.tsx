import { Button, toast } from '@sitefleet/shared'

/** The new token, shown this once, with a copy button. */
export function CreatedToken ({ name, token, onDone }: { name: string; token: string; onDone(): void }) {
  async function copy () {
    try {
      await navigator.clipboard.writeText(token)
      toast.success('Token copied')
    } catch {
      toast.error('Copy failed: select the token and copy it by hand')
    }
  }
  return (
    <div className='ad-card ad-token-created' role='status'>
      <p><strong>{name}</strong>: copy this token now. It is not shown again.</p>
      <code className='ad-token-value' data-testid='new-token'>{token}</code>
      <div className='ad-token-actions'>
        <Button variant='secondary' onClick={() => void copy()}>Copy</Button>
        <Button variant='ghost' onClick={onDone}>Done</Button>
      </div>
    </div>
  )
}

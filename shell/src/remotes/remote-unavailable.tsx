import { Button } from '@sitefleet/shared'

interface Props {
  onRetry: () => void;
  retrying?: boolean;
  /** What is known about why, e.g. a shared version conflict; shown under the usual text. */
  reason?: string;
}

/** The panel shown in place of a remote that is down; the header and sidebar stay usable. */
export function RemoteUnavailable ({ onRetry, retrying = false, reason }: Props) {
  return (
    <section className='remote-unavailable' role='alert' data-testid='remote-unavailable'>
      <h2>This section is unavailable right now</h2>
      <p>It could not be loaded. The rest of the dashboard still works.</p>
      {reason && <p className='remote-unavailable__reason'>{reason}</p>}
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </section>
  )
}

import { Button } from './button'

/** A failed load: what failed and a Retry button. */
export function LoadError ({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className='sf-load-error' role='alert'>
      <span>{message}</span>
      <Button variant='secondary' size='sm' onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}

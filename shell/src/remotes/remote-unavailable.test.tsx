import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RemoteUnavailable } from './remote-unavailable'

test("the fallback's Retry is the kit's primary button and retries", async () => {
  const onRetry = jest.fn()
  const { rerender } = render(<RemoteUnavailable onRetry={onRetry} />)
  const retry = screen.getByRole('button', { name: 'Retry' })
  expect(retry).toHaveClass('sf-btn', 'sf-btn--primary')
  expect(retry).toHaveAttribute('type', 'button')
  await userEvent.click(retry)
  expect(onRetry).toHaveBeenCalledTimes(1)

  rerender(<RemoteUnavailable onRetry={onRetry} retrying />)
  expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled()
})

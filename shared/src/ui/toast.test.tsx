import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TOAST_DURATION_MS } from '../config/constants'
import { toast, useToastStore } from './toast-store'
import { Toaster } from './toaster'

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  act(() => useToastStore.setState({ toasts: [] }))
  jest.useRealTimers()
})

describe('toasts', () => {
  it('last 2000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(2000)
    render(<Toaster />)
    act(() => {
      toast.success('Note saved')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Note saved')
    act(() => jest.advanceTimersByTime(1999))
    expect(screen.getByText('Note saved')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText('Note saved')).not.toBeInTheDocument()
  })

  it('shows errors as alerts, stacks several and can be dismissed early', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Toaster />)
    act(() => {
      toast.error('Failed to save note')
      toast.info('Heads up')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save note')
    expect(screen.getByText('Heads up')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0])
    expect(screen.queryByText('Failed to save note')).not.toBeInTheDocument()
    expect(screen.getByText('Heads up')).toBeInTheDocument()
  })
})

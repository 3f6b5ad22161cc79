import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './confirm-dialog'
import { Modal } from './modal'
import { Spinner } from './spinner'
import { Button } from './button'

describe('Modal', () => {
  it('is a dialog named by its title that Escape and the backdrop close', async () => {
    const user = userEvent.setup()
    const onClose = jest.fn()
    const { rerender } = render(
      <Modal open title='Edit Server' onClose={onClose}>
        <input aria-label='Server' />
      </Modal>
    )
    expect(screen.getByRole('dialog', { name: 'Edit Server' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('dialog').parentElement!)
    expect(onClose).toHaveBeenCalledTimes(2)
    await user.click(screen.getByLabelText('Server'))
    expect(onClose).toHaveBeenCalledTimes(2)

    rerender(<Modal open={false} title='Edit Server' onClose={onClose} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('ConfirmDialog', () => {
  it('calls confirm or cancel and locks both while busy', async () => {
    const user = userEvent.setup()
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    const { rerender } = render(
      <ConfirmDialog
        open title='Delete note?' message='This cannot be undone.' confirmLabel='Delete' danger
        onConfirm={onConfirm} onCancel={onCancel}
      />
    )
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)

    rerender(<ConfirmDialog open busy title='Delete note?' onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  })
})

describe('Spinner and Button', () => {
  it('spinner announces its label; button never submits by default', async () => {
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Spinner label='Loading cached results...' />
        <Button>Copy</Button>
      </form>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading cached results...')
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

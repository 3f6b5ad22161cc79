import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { Checklist } from './checklist'
import { DataTable } from './data-table'
import { DropZone } from './drop-zone'
import { SegmentedControl } from './segmented-control'

interface Server { id: string; name: string; note: string }
const SERVERS: Server[] = [{ id: '1', name: 'web-1', note: 'a very long note' }, { id: '2', name: 'web-2', note: '' }]

describe('DataTable', () => {
  it('is a named table whose cells carry their column as the stacked label, actions kept together', async () => {
    const user = userEvent.setup()
    const onDelete = jest.fn()
    render(
      <DataTable
        label='Servers'
        rows={SERVERS}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.name}
        columns={[
          { header: 'Server', cell: (s) => s.name, kind: 'nowrap' },
          false,
          { header: 'Note', cell: (s) => s.note },
          { header: 'Actions', hideHeader: true, kind: 'actions', cell: (s) => <button onClick={() => onDelete(s.id)}>Delete</button> },
        ]}
      />
    )
    const table = screen.getByRole('table', { name: 'Servers' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Server', 'Note', 'Actions'])
    const row = within(table).getByRole('row', { name: 'web-2' })
    expect(within(row).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(['Server', 'Note', 'Actions'])
    expect(within(row).getByRole('button', { name: 'Delete' }).parentElement).toHaveClass('sf-row-actions')
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledWith('2')
    // The wrapper is the container the stacking query measures.
    expect(table.parentElement).toHaveClass('sf-table-fit')
  })
})

const csv = (name: string) => new File(['domain\nexample.com\n'], name, { type: 'text/csv' })

describe('DropZone', () => {
  it('takes a dropped file and lights up while one is dragged over it', () => {
    const onFile = jest.fn()
    render(<DropZone title='Drop a CSV file here' onFile={onFile} />)
    const zone = screen.getByTestId('drop-zone')
    expect(zone).toHaveTextContent('Drop a CSV file here')
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } })
    expect(zone).toHaveClass('sf-drop-zone--over')
    const file = csv('portfolio.csv')
    fireEvent.drop(zone, { dataTransfer: { files: [file] } })
    expect(onFile).toHaveBeenCalledWith(file)
    expect(zone).not.toHaveClass('sf-drop-zone--over')
  })

  it('has "or choose a file" inside it, which opens the file picker', async () => {
    const user = userEvent.setup()
    const onFile = jest.fn()
    render(<DropZone title='Drop a CSV file here' accept='.csv' onFile={onFile} />)
    const picker = screen.getByLabelText('or choose a file')
    expect(screen.getByTestId('drop-zone')).toContainElement(picker)
    const file = csv('chosen.csv')
    await user.upload(picker, file)
    expect(onFile).toHaveBeenCalledWith(file)
  })

  it('ignores a drop while disabled', () => {
    const onFile = jest.fn()
    render(<DropZone title='Drop' disabled onFile={onFile} />)
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [csv('x.csv')] } })
    expect(onFile).not.toHaveBeenCalled()
    expect(screen.getByLabelText('or choose a file')).toBeDisabled()
  })
})

function Filter ({ allowNone }: { allowNone: boolean }) {
  const [value, setValue] = useState<'new' | 'invalid' | null>(null)
  return (
    <>
      <SegmentedControl<'new' | 'invalid'>
        label='Filter rows'
        allowNone={allowNone}
        value={value}
        onChange={setValue}
        options={[{ value: 'new', label: 'New', count: 3 }, { value: 'invalid', label: 'Invalid', count: 1 }]}
      />
      <output>{value ?? 'all'}</output>
    </>
  )
}

describe('SegmentedControl', () => {
  it('presses one option at a time, shows counts, and releases the pressed one when allowed', async () => {
    const user = userEvent.setup()
    render(<Filter allowNone />)
    const group = screen.getByRole('group', { name: 'Filter rows' })
    const [newRows, invalid] = within(group).getAllByRole('button')
    expect(newRows).toHaveTextContent('New (3)')
    expect(newRows).toHaveAttribute('aria-pressed', 'false')
    await user.click(invalid)
    expect(invalid).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('invalid')
    await user.click(newRows)
    expect(invalid).toHaveAttribute('aria-pressed', 'false')
    expect(newRows).toHaveAttribute('aria-pressed', 'true')
    await user.click(newRows)
    expect(screen.getByRole('status')).toHaveTextContent('all')
  })

  it('keeps the pressed option pressed without allowNone', async () => {
    const user = userEvent.setup()
    render(<Filter allowNone={false} />)
    const newRows = screen.getByRole('button', { name: 'New (3)' })
    await user.click(newRows)
    await user.click(newRows)
    expect(newRows).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('Checklist', () => {
  const steps = [
    { label: 'Import your portfolio', to: '/import/natural', done: true },
    { label: 'Connect a registrar', to: '/registrars', done: false },
  ]

  it('links each step to its screen, ticks the done ones and counts them', async () => {
    const onDismiss = jest.fn()
    render(<MemoryRouter><Checklist title='Get started' steps={steps} onDismiss={onDismiss} /></MemoryRouter>)
    const list = screen.getByRole('region', { name: 'Get started' })
    expect(list).toHaveTextContent('1 of 2 done')
    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first).getByRole('link', { name: 'Import your portfolio' })).toHaveAttribute('href', '/import/natural')
    expect(first).toHaveTextContent('(done)')
    expect(first).toHaveClass('sf-checklist__step--done')
    expect(within(second).getByRole('link', { name: 'Connect a registrar' })).toHaveAttribute('href', '/registrars')
    expect(second).toHaveTextContent('(to do)')
    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})

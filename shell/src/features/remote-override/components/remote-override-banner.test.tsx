import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OVERRIDE_KEY, setAppliedOverride } from '../../../remotes/applied-override'
import { RemoteOverrideBanner } from './remote-override-banner'

afterEach(() => setAppliedOverride(null))

test('no banner while no override is applied', () => {
  render(<RemoteOverrideBanner reload={jest.fn()} />)
  expect(screen.queryByRole('status', { name: 'Remote override in use' })).not.toBeInTheDocument()
})

test('names the remote and where it is loaded from; Clear forgets the kept value and reloads from the normal address', async () => {
  const reload = jest.fn()
  render(<RemoteOverrideBanner reload={reload} />)
  localStorage.setItem(OVERRIDE_KEY, 'signed-by-the-server')
  act(() => setAppliedOverride({ remote: 'mfe_domains', url: 'https://staging.remotes.test/domains/mf-manifest.json' }))
  expect(screen.getByRole('status', { name: 'Remote override in use' })).toHaveTextContent('mfe-domains is loaded from https://staging.remotes.test/domains/mf-manifest.json')

  await userEvent.setup().click(screen.getByRole('button', { name: 'Clear override' }))
  expect(localStorage.getItem(OVERRIDE_KEY)).toBeNull()
  expect(reload).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('status', { name: 'Remote override in use' })).not.toBeInTheDocument()
})

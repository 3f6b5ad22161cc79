import { fallbackPlugin, isUnavailable } from './fallback-plugin'

type Hook = (args: unknown) => unknown

test('a remote module that failed to load becomes the marker the page turns into its "unavailable" panel', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  const hook = fallbackPlugin().errorLoadRemote as Hook
  const error = new Error('ScriptNetworkError')
  const marker = hook({ id: 'mfe_hosting/HostingFormPage', error, lifecycle: 'onLoad' })
  expect(isUnavailable(marker)).toBe(true)
  expect(warn).toHaveBeenCalledWith('Remote module mfe_hosting/HostingFormPage could not be loaded', error)
  warn.mockRestore()
})

test("other lifecycles are left to the runtime (a manifest's failover, a shared package)", () => {
  const hook = fallbackPlugin().errorLoadRemote as Hook
  expect(hook({ id: 'mfe_hosting', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined()
  expect(isUnavailable({ default: () => null })).toBe(false)
  expect(isUnavailable(null)).toBe(false)
})

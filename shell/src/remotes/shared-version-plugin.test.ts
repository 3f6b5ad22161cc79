import { sharedConflict, sharedVersionPlugin } from './shared-version-plugin'

type Hook = (args: unknown) => unknown
const snapshot = (name: string, shared: Array<{ name: string; requiredVersion: string }>) =>
  ({ moduleInfo: { name }, manifestJson: { name, shared } })
const provided = { '@sitefleet/shared': { version: '0.1.0' }, react: { version: '19.2.0' } }

test('a remote built against another major of a provided singleton is refused, naming the conflict', () => {
  const hook = sharedVersionPlugin(provided).loadRemoteSnapshot as Hook
  const expected = 'mfe_hosting was built for @sitefleet/shared ^2.0.0, but this dashboard provides 0.1.0.'
  expect(() => hook(snapshot('mfe_hosting', [{ name: 'react', requiredVersion: '^19.0.0' }, { name: '@sitefleet/shared', requiredVersion: '^2.0.0' }]))).toThrow(expected)
  expect(sharedConflict('mfe_hosting')).toBe(expected)

  // Rebuilt against the right version, it loads and the conflict is forgotten.
  const fixed = snapshot('mfe_hosting', [{ name: '@sitefleet/shared', requiredVersion: '^0.1.0' }])
  expect(hook(fixed)).toBe(fixed)
  expect(sharedConflict('mfe_hosting')).toBeUndefined()
})

test('0.x singletons follow npm: another minor is another major', () => {
  const hook = sharedVersionPlugin(provided).loadRemoteSnapshot as Hook
  expect(() => hook(snapshot('mfe_alerts', [{ name: '@sitefleet/shared', requiredVersion: '^0.2.0' }]))).toThrow('mfe_alerts was built for @sitefleet/shared ^0.2.0')
  const older = snapshot('mfe_alerts', [{ name: '@sitefleet/shared', requiredVersion: '^0.1.0' }, { name: 'react', requiredVersion: '^19.1.0' }])
  expect(hook(older)).toBe(older)
})

test('packages the shell does not provide are left to the remote', () => {
  const hook = sharedVersionPlugin(provided).loadRemoteSnapshot as Hook
  const own = snapshot('mfe_domains', [{ name: 'left-pad', requiredVersion: '^9.0.0' }])
  expect(hook(own)).toBe(own)
})

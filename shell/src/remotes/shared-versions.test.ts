import { refuseIncompatible, satisfiesCaret, sharedConflict } from './shared-versions'

test('caret ranges: same major (same minor for 0.x), not older', () => {
  expect(satisfiesCaret('0.1.0', '^0.1.0')).toBe(true)
  expect(satisfiesCaret('0.1.5', '^0.1.2')).toBe(true)
  expect(satisfiesCaret('0.2.0', '^0.1.0')).toBe(false)
  expect(satisfiesCaret('0.1.0', '^2.0.0')).toBe(false)
  expect(satisfiesCaret('2.3.0', '^2.1.9')).toBe(true)
  expect(satisfiesCaret('2.1.0', '^2.1.9')).toBe(false)
  expect(satisfiesCaret('3.0.0', '^2.0.0')).toBe(false)
  // Not a caret range: left to the runtime.
  expect(satisfiesCaret('1.0.0', '>=1')).toBe(true)
})

test('a remote built against another major of a provided singleton is refused, naming the conflict', () => {
  const provided = { '@sitefleet/shared': { version: '0.1.0' }, react: { version: '19.2.0' } }
  const expected = 'mfe_hosting was built for @sitefleet/shared ^2.0.0, but this dashboard provides 0.1.0.'
  expect(() => refuseIncompatible('mfe_hosting', [{ name: 'react', requiredVersion: '^19.0.0' }, { name: '@sitefleet/shared', requiredVersion: '^2.0.0' }], provided)).toThrow(expected)
  expect(sharedConflict('mfe_hosting')).toBe(expected)

  // Rebuilt against the right version, it loads and the conflict is forgotten.
  expect(() => refuseIncompatible('mfe_hosting', [{ name: '@sitefleet/shared', requiredVersion: '^0.1.0' }], provided)).not.toThrow()
  expect(sharedConflict('mfe_hosting')).toBeUndefined()
})

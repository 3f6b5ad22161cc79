import * as sitefleetShared from '@sitefleet/shared'
import * as react from 'react'

const globals = globalThis as unknown as { SITEFLEET_SHARED?: Record<string, { version: string; requiredVersion: string }> }
afterEach(() => { delete globals.SITEFLEET_SHARED })

test('each singleton is provided as the very module instance the shell runs on, with its versions', async () => {
  globals.SITEFLEET_SHARED = {
    react: { version: '19.3.1', requiredVersion: '^19.2.0' },
    '@sitefleet/shared': { version: '0.1.0', requiredVersion: '^0.1.0' },
  }
  const { hostShared } = await import('./host-shared')
  const shared = hostShared()
  expect(Object.keys(shared).sort()).toEqual(['@sitefleet/shared', 'react'])
  expect(shared.react).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } })
  // One React and one set of stores at run time: a remote gets the shell's own objects.
  expect((shared.react.lib() as typeof react).useState).toBe(react.useState)
  expect((shared['@sitefleet/shared'].lib() as typeof sitefleetShared).useAuthStore).toBe(sitefleetShared.useAuthStore)
})

test('a singleton the shell has no module for fails loudly instead of letting a remote load its own copy', async () => {
  globals.SITEFLEET_SHARED = { 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } }
  const { hostShared } = await import('./host-shared')
  expect(() => hostShared()).toThrow('the shell provides no module for the shared singleton left-pad')
})

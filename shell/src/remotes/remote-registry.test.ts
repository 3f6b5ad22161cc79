import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime'
import { DEFAULT_REMOTES, forgetRemote, registerAddresses } from './remote-registry'

let federation: ModuleFederation
let forced: string[]
const entries = () => Object.fromEntries(federation.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : undefined]))

beforeEach(() => {
  federation = createInstance({ name: `shell_${Math.random().toString(36).slice(2)}`, remotes: [] })
  forced = []
  // The runtime's own registerRemotes runs; the test notes which calls asked it to drop a cached remote.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  const register = federation.registerRemotes.bind(federation)
  federation.registerRemotes = (remotes, options) => {
    if (options?.force) forced.push(...remotes.map((remote) => remote.name))
    register(remotes, options)
  }
})

test('every remote of remotes.json is registered at its absolute address', () => {
  registerAddresses(federation, { ...DEFAULT_REMOTES, mfe_alerts: 'https://cdn.example.test/alerts/mf-manifest.json' })
  expect(entries()).toEqual({
    mfe_domains: 'http://localhost/remotes/mfe-domains/mf-manifest.json',
    mfe_hosting: 'http://localhost/remotes/mfe-hosting/mf-manifest.json',
    mfe_indexing: 'http://localhost/remotes/mfe-indexing/mf-manifest.json',
    mfe_admin: 'http://localhost/remotes/mfe-admin/mf-manifest.json',
    mfe_alerts: 'https://cdn.example.test/alerts/mf-manifest.json',
  })
  expect(forced).toEqual([])
})

test('a remote whose address changes is registered again with force; one that stays is left alone', () => {
  registerAddresses(federation, DEFAULT_REMOTES)
  registerAddresses(federation, { ...DEFAULT_REMOTES, mfe_domains: '/remotes/mfe-domains-v2/mf-manifest.json' })
  expect(forced).toEqual(['mfe_domains'])
  expect(entries().mfe_domains).toBe('http://localhost/remotes/mfe-domains-v2/mf-manifest.json')
})

test('Retry registers the remote again at the same address, with force', () => {
  registerAddresses(federation, { mfe_hosting: '/elsewhere/mf-manifest.json' })
  forgetRemote(federation, 'mfe_hosting')
  expect(forced).toEqual(['mfe_hosting'])
  expect(entries().mfe_hosting).toBe('http://localhost/elsewhere/mf-manifest.json')
})

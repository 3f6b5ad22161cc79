import { adminToken, makeToken, userToken } from '../testing/tokens'
import { decodeToken, displayName, getRole, getSession, useAuthStore } from './auth-store'

afterEach(() => useAuthStore.getState().logout())

describe('decodeToken', () => {
  it('returns the payload of a valid token', () => {
    const token = makeToken({ sub: 'u7', role: 'admin', name: 'Ann', email: 'ann@example.com', exp: 4102444800 })
    expect(decodeToken(token)).toEqual({ sub: 'u7', role: 'admin', name: 'Ann', email: 'ann@example.com', exp: 4102444800 })
  })

  it('treats any role other than admin as user', () => {
    expect(decodeToken(makeToken({ role: 'editor' }))?.role).toBe('user')
    expect(decodeToken(makeToken({ role: 'Admin' }))?.role).toBe('user')
    expect(decodeToken(makeToken({ role: undefined }))?.role).toBe('user')
  })

  it('returns null for missing, malformed and expired tokens', () => {
    expect(decodeToken(null)).toBeNull()
    expect(decodeToken('')).toBeNull()
    expect(decodeToken('not-a-jwt')).toBeNull()
    expect(decodeToken('a.b.c')).toBeNull()
    expect(decodeToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }))).toBeNull()
  })
})

describe('useAuthStore', () => {
  it('login saves token and name under the spec keys and logout clears both', () => {
    const token = adminToken()
    useAuthStore.getState().login(token, 'Ada Admin')
    expect(localStorage.getItem('token')).toBe(token)
    expect(localStorage.getItem('loggedInUser')).toBe('Ada Admin')
    expect(getRole()).toBe('admin')
    expect(getSession()?.email).toBe('admin@example.com')

    useAuthStore.getState().logout()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('loggedInUser')).toBeNull()
    expect(useAuthStore.getState()).toMatchObject({ token: null, userName: null })
    expect(getRole()).toBeNull()
  })

  it('replaceToken swaps the token of the session and keeps the name', () => {
    useAuthStore.getState().login(userToken(), 'Uma')
    const renewed = userToken({ dating: true })
    useAuthStore.getState().replaceToken(renewed)
    expect(localStorage.getItem('token')).toBe(renewed)
    expect(useAuthStore.getState()).toMatchObject({ token: renewed, userName: 'Uma' })
    expect(localStorage.getItem('loggedInUser')).toBe('Uma')
  })

  it('reads an existing session from localStorage when the app starts', () => {
    const token = userToken()
    localStorage.setItem('token', token)
    localStorage.setItem('loggedInUser', 'Uma User')
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./auth-store') as typeof import('./auth-store')
      expect(fresh.useAuthStore.getState()).toMatchObject({ token, userName: 'Uma User' })
      expect(fresh.getRole()).toBe('user')
    })
  })

  it('follows another tab logging out', () => {
    useAuthStore.getState().login(userToken(), 'Uma')
    localStorage.removeItem('token')
    localStorage.removeItem('loggedInUser')
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    expect(useAuthStore.getState().token).toBeNull()
  })

  it('a logout with grace records until when the page may stay', () => {
    const before = Date.now()
    useAuthStore.getState().logout({ graceMs: 1500 })
    expect(useAuthStore.getState().graceUntil).toBeGreaterThanOrEqual(before + 1500)
    useAuthStore.getState().login(userToken(), 'Uma')
    expect(useAuthStore.getState().graceUntil).toBe(0)
  })
})

describe('displayName', () => {
  it('falls back to the token name and then to "User"', () => {
    expect(displayName('Ann')).toBe('Ann')
    expect(displayName(null, decodeToken(makeToken({ name: 'Tok' })))).toBe('Tok')
    expect(displayName('  ', null)).toBe('User')
    expect(displayName(undefined)).toBe('User')
  })
})

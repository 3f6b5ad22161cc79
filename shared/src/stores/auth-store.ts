import { jwtDecode } from 'jwt-decode'
import { create } from 'zustand'
import { STORAGE_KEYS } from '../config/constants'
import { toRole, type Role, type TokenPayload } from '../types/auth'
import { readItem, writeItem } from '../lib/storage'

/**
 * Decodes (does not verify: the server does) a JWT. Returns null when the token is missing,
 * malformed or past its `exp`, so callers treat all three as "not logged in".
 */
export function decodeToken (token: string | null | undefined, now: number = Date.now()): TokenPayload | null {
  if (!token) return null
  let raw: Record<string, unknown>
  try {
    raw = jwtDecode<Record<string, unknown>>(token)
  } catch {
    return null
  }
  const exp = typeof raw.exp === 'number' ? raw.exp : undefined
  if (exp !== undefined && exp * 1000 <= now) return null
  return {
    sub: String(raw.sub ?? ''),
    role: toRole(raw.role),
    name: typeof raw.name === 'string' ? raw.name : '',
    email: typeof raw.email === 'string' ? raw.email : '',
    exp,
  }
}

export interface LogoutOptions {
  /**
   * Keep guarded pages on screen for this long after a user-initiated logout, so the
   * "User Logged Out" toast shows before the delayed redirect. A forced logout
   * (401) passes nothing and the guard redirects at once.
   */
  graceMs?: number;
}

export interface AuthState {
  token: string | null;
  /** The name saved as `loggedInUser`. */
  userName: string | null;
  /** Epoch ms until which a just-logged-out page may stay visible (see LogoutOptions). */
  graceUntil: number;
  login(token: string, name: string): void;
  /** The same session under a new token (e.g. with the dating claim); the name stays. */
  replaceToken(token: string): void;
  logout(options?: LogoutOptions): void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: readItem(STORAGE_KEYS.token),
  userName: readItem(STORAGE_KEYS.loggedInUser),
  graceUntil: 0,
  login (token, name) {
    writeItem(STORAGE_KEYS.token, token)
    writeItem(STORAGE_KEYS.loggedInUser, name)
    set({ token, userName: name, graceUntil: 0 })
  },
  replaceToken (token) {
    writeItem(STORAGE_KEYS.token, token)
    set({ token })
  },
  logout (options) {
    writeItem(STORAGE_KEYS.token, null)
    writeItem(STORAGE_KEYS.loggedInUser, null)
    set({ token: null, userName: null, graceUntil: options?.graceMs ? Date.now() + options.graceMs : 0 })
  },
}))

/** Another tab logging in or out changes localStorage; follow it so tabs don't disagree. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.loggedInUser) return
    useAuthStore.setState({
      token: readItem(STORAGE_KEYS.token),
      userName: readItem(STORAGE_KEYS.loggedInUser),
    })
  })
}

/** The current session (decoded, unexpired token) or null. */
export function getSession (): TokenPayload | null {
  return decodeToken(useAuthStore.getState().token)
}

/** The role of the current session, or null when logged out / expired. */
export function getRole (): Role | null {
  return getSession()?.role ?? null
}

/** React hook: the decoded session, re-evaluated whenever the token changes. */
export function useSession (): TokenPayload | null {
  const token = useAuthStore((s) => s.token)
  return decodeToken(token)
}

/** Name shown in "Welcome, {name}": the saved name, else the token's, else "User". */
export function displayName (userName: string | null | undefined, session?: TokenPayload | null): string {
  return userName?.trim() || session?.name?.trim() || 'User'
}

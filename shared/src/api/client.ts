import axios, { AxiosHeaders, isAxiosError, type AxiosInstance } from 'axios'
import { useAuthStore } from '../stores/auth-store'
import { getScope } from '../stores/category-store'

/**
 * The one axios instance of the product. Same origin by default (the api serves the shell and
 * remotes); tests and non-standard deployments change `apiClient.defaults.baseURL`.
 */
// No default Content-Type: axios sets JSON for objects and leaves FormData/Blob bodies alone.
export const apiClient = axios.create({ baseURL: '' })

apiClient.interceptors.request.use((config) => {
  const token = useAuthStore.getState().token
  if (token) {
    const headers = AxiosHeaders.from(config.headers)
    headers.set('Authorization', `Bearer ${token}`)
    config.headers = headers
  }
  return config
})

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // Only a call that carried a token can prove the session is dead; a 401 from the login
  // screens (wrong password, wrong code) must not log anybody out.
  if (isAxiosError(error) && error.response?.status === 401) {
    const sent = AxiosHeaders.from(error.config?.headers).get('Authorization')
    if (sent) useAuthStore.getState().logout()
  }
  return Promise.reject(error)
})

// The scope a panel's client was given (withScope): a panel whose path names its category.
const clientScopes = new WeakMap<object, string>()

/**
 * The same client (same base URL, token and interceptors: it inherits them) for a panel whose own
 * path names its category: paths built with it use `scope`, not the remembered one, so
 * two panels of two categories on one page do not clash and the stored category is not touched.
 */
export function withScope (client: AxiosInstance, scope: string): AxiosInstance {
  const scoped = Object.create(client) as AxiosInstance
  clientScopes.set(scoped, scope)
  return scoped
}

/**
 * `/{scope}/{path}`, e.g. scopedPath('all') → '/casino/scraper/all': the scope of the panel's
 * client when it has one (withScope), else of the remembered category (the dashboard).
 */
export function scopedPath (path: string, client?: object): string {
  const scope = (client === undefined ? undefined : clientScopes.get(client)) ?? getScope()
  return `/${scope}/${path.replace(/^\/+/, '')}`
}

import axios, { AxiosHeaders, isAxiosError } from 'axios'
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

/** `/{scope}/{path}` for the remembered category, e.g. scopedPath('all') → '/casino/scraper/all'. */
export function scopedPath (path: string): string {
  return `/${getScope()}/${path.replace(/^\/+/, '')}`
}

import axios, { AxiosHeaders, isAxiosError, type AxiosInstance } from 'axios'
import { toast } from '../ui/toast-store'

/** The axios instance a panel calls with (the session's apiClient, or its own: api-context.tsx). */
export type ApiClient = AxiosInstance

/** Where an embedded panel's API answers and the personal API token it calls with. */
export interface PanelApiSettings {
  /** Sitefleet's origin (or origin + path prefix), e.g. `https://fleet.example.com`. */
  baseUrl: string;
  /** A personal API token (`sft_…`): a read token for a wall screen, a write token where the panel acts. */
  token: string;
}

/** What a read token's 403 says in a panel, in place of the API's "This API token is read-only". */
export const READ_ONLY_PANEL = 'This panel is read-only'

/**
 * One axios instance per embedded panel: its own base URL and token, never the shell's session
 * (no cookies, no credentials mode, and a 401 logs nobody out: the panel shows it instead).
 */
export function createPanelClient (settings: PanelApiSettings): AxiosInstance {
  const client = axios.create({ baseURL: settings.baseUrl.replace(/(?<!\/)\/+$/, ''), withCredentials: false })
  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers)
    headers.set('Authorization', `Bearer ${settings.token}`)
    config.headers = headers
    return config
  })
  client.interceptors.response.use(undefined, (error: unknown) => {
    // A read token's refusal says what it means here, whatever the screen's own failure text
    // (many are fixed by the spec): a toast, and the message screens that show the server's read.
    if (isAxiosError(error) && error.response?.status === 403) {
      const data: unknown = error.response.data
      if (typeof data === 'object' && data !== null && 'message' in data && data.message === 'This API token is read-only') {
        error.response.data = { ...data, message: READ_ONLY_PANEL }
        toast.error(READ_ONLY_PANEL)
      }
    }
    return Promise.reject(error)
  })
  return client
}

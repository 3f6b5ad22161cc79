import { act } from '@testing-library/react'
import type { MountProps } from '../types/remote'
import type { TestServer } from './test-server'

type Mount = (element: HTMLElement, props: MountProps) => () => void

/**
 * Script-embedded panels for a remote's tests: `panel(props)` mounts one into a fresh
 * element of the page, `unmountAll()` (afterEach) removes them. `readToken(server)` makes the
 * server answer /auth/me for a read token, the way a wall screen's panel starts.
 */
export function panelMounter (mount: Mount) {
  const unmounts: Array<() => void> = []
  return {
    panel (props: MountProps): HTMLElement {
      const element = document.createElement('section')
      document.body.append(element)
      act(() => { unmounts.push(mount(element, props)) })
      return element
    },
    unmountAll () {
      act(() => { for (const unmount of unmounts.splice(0)) unmount() })
      document.body.innerHTML = ''
    },
  }
}

export function readToken (server: TestServer) {
  server.on('GET /auth/me', () => ({ body: { success: true, user: { id: 'u1' }, tokenAccess: 'read' } }))
  return { baseUrl: server.url, token: 'sft_wall_read' }
}

/** Requests that would have changed something (anything but GET). */
export const writesTo = (server: TestServer) => server.requests.filter((r) => r.method !== 'GET')

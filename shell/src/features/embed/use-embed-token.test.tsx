import { act, renderHook } from '@testing-library/react'
import { EMBED_READY_MESSAGE, EMBED_TOKEN_MESSAGE, useEmbedToken } from './use-embed-token'

/** A frame's window: its own events, and a parent that records what the frame posts to it. */
function framedWindow () {
  const posted: Array<{ data: unknown; targetOrigin: string }> = []
  const parent = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) }
  const frame = Object.assign(new EventTarget(), { parent }) as unknown as Window
  const send = (data: unknown, source: unknown) => act(() => {
    const event = new MessageEvent('message', { data })
    Object.defineProperty(event, 'source', { value: source })
    frame.dispatchEvent(event)
  })
  return { frame, parent, posted, send }
}

test('a framed panel announces it listens and takes the token its parent posts', () => {
  const { frame, parent, posted, send } = framedWindow()
  const { result } = renderHook(() => useEmbedToken(frame))
  expect(result.current).toEqual({ token: null, framed: true })
  expect(posted).toEqual([{ data: { type: EMBED_READY_MESSAGE }, targetOrigin: '*' }])
  send({ type: EMBED_TOKEN_MESSAGE, token: 'sft_from_parent' }, parent)
  expect(result.current.token).toBe('sft_from_parent')
})

test('messages from anything but the parent, of another type, or oversized are ignored', () => {
  const { frame, parent, send } = framedWindow()
  const { result } = renderHook(() => useEmbedToken(frame))
  send({ type: EMBED_TOKEN_MESSAGE, token: 'sft_from_a_sibling' }, {})
  send({ type: 'other', token: 'sft_x' }, parent)
  send({ type: EMBED_TOKEN_MESSAGE, token: 'x'.repeat(600) }, parent)
  send('sft_plain_string', parent)
  expect(result.current.token).toBeNull()
})

test('a page that is not framed listens to nothing', () => {
  const { result } = renderHook(() => useEmbedToken(window))
  expect(result.current).toEqual({ token: null, framed: false })
})

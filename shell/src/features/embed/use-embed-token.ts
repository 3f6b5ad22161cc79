import { useEffect, useState } from 'react'

/** What the embedding page sends the frame, and what the frame announces when it is listening. */
export const EMBED_TOKEN_MESSAGE = 'sitefleet:embed-token'
export const EMBED_READY_MESSAGE = 'sitefleet:embed-ready'

/** Longer than any personal API token (`sft_` + 43); bounds what a message may hand us. */
const MAX_TOKEN_LENGTH = 512

function tokenOf (data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, token } = data as { type?: unknown; token?: unknown }
  if (type !== EMBED_TOKEN_MESSAGE || typeof token !== 'string') return null
  const trimmed = token.trim()
  return trimmed !== '' && trimmed.length <= MAX_TOKEN_LENGTH ? trimmed : null
}

/**
 * The API token of a framed panel (/embed/…), sent by the parent page with postMessage: never in
 * the URL, where it would end up in logs and history. Only the direct parent is listened to; the
 * server lets only the origins of EMBED_ORIGINS frame these pages (frame-ancestors), so the
 * parent's origin is one of them. The frame tells its parent when it listens, so the parent may
 * send the token on that signal instead of guessing when the frame has loaded.
 */
export function useEmbedToken (win: Window = window): { token: string | null; framed: boolean } {
  const framed = win.parent !== win
  const [token, setToken] = useState<string | null>(null)

  useEffect(() => {
    if (!framed) return
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win.parent) return
      const received = tokenOf(event.data)
      if (received !== null) setToken(received)
    }
    win.addEventListener('message', onMessage)
    // The announcement carries nothing secret, so any parent may hear it.
    win.parent.postMessage({ type: EMBED_READY_MESSAGE }, '*')
    return () => win.removeEventListener('message', onMessage)
  }, [framed, win])

  return { token, framed }
}

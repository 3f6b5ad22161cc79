import { useCallback, useEffect, useRef, useState } from 'react'
import { COPY_CONFIRM_MS } from '@sitefleet/shared'
import { copyText } from '../lib/copy-text'

/** Copy with a confirmation: `copied` is true for COPY_CONFIRM_MS (1.5 s) after a successful copy. */
export function useCopyConfirm () {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  const copy = useCallback(async (text: string) => {
    if (!(await copyText(text))) return
    if (timer.current) clearTimeout(timer.current)
    setCopied(true)
    // A second click restarts the 1.5 s rather than ending it early.
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS)
  }, [])

  return { copied, copy }
}

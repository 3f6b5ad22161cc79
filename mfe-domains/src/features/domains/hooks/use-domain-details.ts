import { useApi } from '@sitefleet/shared'
import { useCallback, useEffect, useState } from 'react'
import type { ScrapedDomainData } from '@sitefleet/shared'
import { getDomain } from '../api/get-domain'

interface Loaded {
  domain: string;
  data: ScrapedDomainData | null;
  failed: boolean;
}

/** The stored scan of a card's domain, fetched the first time the card is expanded (and after a rename). */
export function useDomainDetails (domain: string, ownerId: string | undefined, expanded: boolean) {
  const { client } = useApi()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const loadedFor = loaded?.domain

  useEffect(() => {
    if (!expanded || loadedFor === domain) return
    const controller = new AbortController()
    getDomain(client, domain, ownerId, controller.signal)
      .then((data) => setLoaded({ domain, data, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ domain, data: null, failed: true })
      })
    return () => controller.abort()
  }, [expanded, domain, ownerId, loadedFor])

  const retry = useCallback(() => setLoaded(null), [])
  const current = loadedFor === domain ? loaded : null
  return {
    details: current?.data ?? null,
    loading: expanded && !current,
    failed: current?.failed ?? false,
    retry,
  }
}

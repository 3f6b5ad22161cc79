import { useApi } from '@sitefleet/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { HostingInfoList } from '@sitefleet/shared'
import { getHostingInfo } from '../api/get-hosting-info'

const EMPTY: HostingInfoList = { success: true, list: [], all: [], servers: [] }

/**
 * get-hostingInfo for the hosting screens, reloadable after a change. A failed fetch is only
 * logged (spec §8): the screen then shows its empty text.
 */
export function useHostingRecords () {
  const { client } = useApi()
  const [data, setData] = useState<HostingInfoList>(EMPTY)
  const [loading, setLoading] = useState(true)
  const controller = useRef<AbortController | null>(null)

  const load = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    try {
      const next = await getHostingInfo(client, current.signal)
      if (!current.signal.aborted) setData(next)
    } catch (err) {
      if (!current.signal.aborted) console.error('Failed to fetch hosting info', err)
    }
    if (!current.signal.aborted) setLoading(false)
  }, [])

  useEffect(() => {
    void load()
    return () => controller.current?.abort()
  }, [load])

  return { ...data, loading, reload: load }
}

import { useApi } from '@sitefleet/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { HostingInfoList } from '@sitefleet/shared'
import { getHostingInfo } from '../api/get-hosting-info'

const EMPTY: HostingInfoList = { success: true, list: [], all: [], servers: [] }

/** What the hosting screens show, with Retry, when get-hostingInfo fails. */
export const HOSTING_LOAD_FAILED = 'Failed to load hosting info'

/**
 * get-hostingInfo for the hosting screens, reloadable after a change. A failed fetch is logged and
 * not toasted, and `failed` tells the screen to say so with Retry (a failed
 * load is not an empty list).
 */
export function useHostingRecords () {
  const { client } = useApi()
  const [data, setData] = useState<HostingInfoList>(EMPTY)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const controller = useRef<AbortController | null>(null)

  const load = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    try {
      const next = await getHostingInfo(client, current.signal)
      if (!current.signal.aborted) {
        setData(next)
        setFailed(false)
      }
    } catch (err) {
      if (!current.signal.aborted) {
        console.error('Failed to fetch hosting info', err)
        setFailed(true)
      }
    }
    if (!current.signal.aborted) setLoading(false)
  }, [])

  useEffect(() => {
    void load()
    return () => controller.current?.abort()
  }, [load])

  const retry = useCallback(() => {
    setLoading(true)
    void load()
  }, [load])

  return { ...data, loading, failed, reload: load, retry }
}

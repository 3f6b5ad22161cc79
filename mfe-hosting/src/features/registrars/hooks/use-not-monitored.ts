import { useCallback, useEffect, useState } from 'react'
import { type AddNotMonitoredResponse, chosenBrandCategory, getErrorMessage, toast, useApi, useLoad, usePanelCategory, type SuperCategory } from '@sitefleet/shared'
import { addNotMonitored } from '../api/add-not-monitored'
import { getBrandCategories } from '../api/get-brand-categories'
import { getNotMonitored } from '../api/get-not-monitored'

export const PAGE_SIZE = 100

export const NOT_MONITORED_TEXT = {
  categoryRequired: '❌ Please select or enter a brand category.',
  failed: 'Failed to add domains',
} as const

export const addedMessage = (added: number, skipped: number) =>
  `Added ${added} domain(s)${skipped > 0 ? `, skipped ${skipped}` : ''}`

/**
 * The "not monitored" list, a page at a time, its ticked rows, and the category they are added
 * to (super category + brand category, the same pickers as URL scan). Adding reloads the list,
 * and so does a new `version` (a sync ended, an account went).
 */
export function useNotMonitored (version: number) {
  const { client } = useApi()
  const [page, setPage] = useState(1)
  const load = useCallback((signal: AbortSignal) => getNotMonitored(client, page, PAGE_SIZE, signal), [client, page, version])
  const { state, reload } = useLoad(load)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [superCategory, setSuperCategory] = useState<SuperCategory>(usePanelCategory().category)
  const [brand, setBrand] = useState('')
  const [custom, setCustom] = useState('')
  const [categories, setCategories] = useState<string[]>([])
  const [adding, setAdding] = useState(false)
  const [skipped, setSkipped] = useState<AddNotMonitoredResponse['skipped']>([])

  useEffect(() => {
    const controller = new AbortController()
    getBrandCategories(client, superCategory, controller.signal).then(setCategories, () => {
      // No list: a custom category still works.
      if (!controller.signal.aborted) setCategories([])
    })
    return () => controller.abort()
  }, [client, superCategory])

  const toggle = useCallback((domain: string) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(domain)) next.delete(domain)
      else next.add(domain)
      return next
    })
  }, [])
  const setAll = useCallback((domains: string[], on: boolean) => setSelected(on ? new Set(domains) : new Set()), [])

  const add = async (domains: string[]) => {
    const brandCategory = chosenBrandCategory(brand, custom)
    if (brandCategory === '') {
      toast.error(NOT_MONITORED_TEXT.categoryRequired)
      return
    }
    setAdding(true)
    try {
      const answer = await addNotMonitored(client, { domains, superCategory, brandCategory })
      toast.success(addedMessage(answer.added, answer.skipped.length))
      setSkipped(answer.skipped)
      setSelected((prev) => new Set([...prev].filter((d) => !domains.includes(d))))
      reload()
    } catch (err) {
      toast.error(getErrorMessage(err, NOT_MONITORED_TEXT.failed))
    } finally {
      setAdding(false)
    }
  }

  return {
    state,
    reload,
    page,
    setPage,
    selected,
    toggle,
    setAll,
    add,
    adding,
    skipped,
    picker: { superCategory, setSuperCategory, brand, setBrand, custom, setCustom, categories },
  }
}

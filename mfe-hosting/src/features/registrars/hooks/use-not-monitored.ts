import { useCallback, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AddNotMonitoredResponse, chosenBrandCategory, getBrandCategories, getErrorMessage, loadState, toast, useApi, useApiQuery, usePanelCategory, type SuperCategory } from '@sitefleet/shared'
import { addNotMonitored } from '../api/add-not-monitored'
import { getNotMonitored } from '../api/get-not-monitored'

export const PAGE_SIZE = 100
const NOT_MONITORED = '/api/registrars/not-monitored'
const NO_CATEGORIES: string[] = []

export const NOT_MONITORED_TEXT = {
  categoryRequired: '❌ Please select or enter a brand category.',
  failed: 'Failed to add domains',
} as const

export const addedMessage = (added: number, skipped: number) =>
  `Added ${added} domain(s)${skipped > 0 ? `, skipped ${skipped}` : ''}`

/**
 * The "not monitored" list, a page at a time, its ticked rows, and the category they are added
 * to (super category + brand category, the same pickers as URL scan). Adding reads the list again,
 * and so does a sync that ended or an account that went (useRegistrarAccounts invalidates it).
 */
export function useNotMonitored () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const query = useApiQuery([NOT_MONITORED, { page }], (c, signal) => getNotMonitored(c, page, PAGE_SIZE, signal))
  const state = loadState(query)
  const reload = () => void query.refetch()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [superCategory, setSuperCategory] = useState<SuperCategory>(usePanelCategory().category)
  const [brand, setBrand] = useState('')
  const [custom, setCustom] = useState('')
  // No list when it fails to come: a custom category still works.
  const categories = useApiQuery(['/categories', superCategory], (c, signal) => getBrandCategories(c, signal, superCategory)).data ?? NO_CATEGORIES
  const [skipped, setSkipped] = useState<AddNotMonitoredResponse['skipped']>([])
  const adding = useMutation({
    mutationFn: (body: Parameters<typeof addNotMonitored>[1]) => addNotMonitored(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOT_MONITORED] }),
  })

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
    try {
      const answer = await adding.mutateAsync({ domains, superCategory, brandCategory })
      toast.success(addedMessage(answer.added, answer.skipped.length))
      setSkipped(answer.skipped)
      setSelected((prev) => new Set([...prev].filter((d) => !domains.includes(d))))
    } catch (err) {
      toast.error(getErrorMessage(err, NOT_MONITORED_TEXT.failed))
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
    adding: adding.isPending,
    skipped,
    picker: { superCategory, setSuperCategory, brand, setBrand, custom, setCustom, categories },
  }
}

import { useNavigate } from 'react-router-dom'
import { SUPER_CATEGORIES, paths, useCategoryStore, useInPanel, type SuperCategory } from '@sitefleet/shared'
import { useOverviewCounts } from '../hooks/use-overview-counts'
import { OverviewCard } from './overview-card'

export const OVERVIEW_LABELS = {
  users: 'Users',
  natural: 'Natural Domains',
  casino: 'Casino Domains',
  dating: 'Dating Domains',
} as const

/**
 * Admin dashboard overview: Users opens the users list; a domain card remembers its
 * category and opens the admin domain list of it. In an embedded panel the card changes that
 * panel alone: the category is the one its new path names, and nothing is remembered page-wide.
 */
export function OverviewCards () {
  const counts = useOverviewCounts()
  const navigate = useNavigate()
  const setCategory = useCategoryStore((s) => s.setCategory)
  const inPanel = useInPanel()

  const openCategory = (category: SuperCategory) => {
    if (!inPanel) setCategory(category)
    navigate(paths.domains('admin', category))
  }

  return (
    <section className='ad-overview' aria-label='Overview'>
      <OverviewCard label={OVERVIEW_LABELS.users} value={counts.users} onOpen={() => navigate(paths.users)} />
      {SUPER_CATEGORIES.map((category) => (
        <OverviewCard
          key={category} label={OVERVIEW_LABELS[category]} value={counts[category]}
          onOpen={() => openCategory(category)}
        />
      ))}
    </section>
  )
}

import { createContext, useContext } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { PanelCategoryProvider } from '../api/panel-category'
import { categoryFromPath } from '../routes/category-from-path'
import type { LayoutKind } from '../types/remote'
import { layoutForPath, type PageRegistry } from './page-registry'

const InPanel = createContext(false)

/**
 * True inside an embedded panel (mount() or `./Panel`): what a page would do to the whole
 * dashboard (remember a category for every page) it does to its panel alone.
 */
export function useInPanel (): boolean {
  return useContext(InPanel)
}

/** A link to a page this remote does not have: it opens in the dashboard, in a new tab. */
function OpenInDashboard ({ baseUrl }: { baseUrl: string }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  return (
    <div className='sf-panel-away' role='status'>
      <span>This page is not part of this panel.</span>
      <a href={`${baseUrl}${pathname}${search}`} target='_blank' rel='noopener noreferrer'>Open it in Sitefleet</a>
      <button type='button' className='sf-btn' onClick={() => navigate(-1)}>Back</button>
    </div>
  )
}

interface Props {
  registry: PageRegistry;
  page: string;
  layout: LayoutKind;
  /** Sitefleet's address for pages outside the panel ('' on the dashboard's own origin). */
  baseUrl: string;
}

/**
 * The panel's pages: the one it was mounted with, at any path it was given, and every other
 * page of the same remote at its own paths, so a link inside the panel opens there. A link to
 * anything else offers the dashboard in a new tab. The category is the one the current path names.
 */
export function PanelRoutes ({ registry, page, layout, baseUrl }: Props) {
  const location = useLocation()
  const Initial = registry[page].component
  const others = Object.entries(registry).filter(([name]) => name !== page)
  return (
    <InPanel.Provider value>
      <PanelCategoryProvider category={categoryFromPath(location.pathname)}>
        <Routes>
          {registry[page].paths.map((pattern) => (
            <Route key={pattern} path={pattern} element={<Initial layout={layout} />} />
          ))}
          {others.flatMap(([name, { component: Page, paths }]) => paths.map((pattern) => (
            <Route key={`${name} ${pattern}`} path={pattern} element={<Page layout={layoutForPath(pattern)} />} />
          )))}
          {/* The path the panel was mounted with shows its page whatever its shape; later ones leave. */}
          <Route path='*' element={location.key === 'default' ? <Initial layout={layout} /> : <OpenInDashboard baseUrl={baseUrl} />} />
        </Routes>
      </PanelCategoryProvider>
    </InPanel.Provider>
  )
}

import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState, LoadError, Spinner, type LoadState } from '@sitefleet/shared'

export interface DashboardPanelProps<T> {
  title: string;
  /** The screen the title leads to. */
  to?: string;
  state: LoadState<T>;
  reload(): void;
  /** The loaded data has nothing to show. */
  isEmpty(data: T): boolean;
  /** What the empty state says (and what to do next). */
  empty: { title: string; text?: ReactNode };
  children(data: T): ReactNode;
}

/**
 * One panel of the overview dashboard: its own load, so one that fails shows its error with
 * Retry while the others stay; a spinner while loading and an empty state that says what to do.
 */
export function DashboardPanel<T> ({ title, to, state, reload, isEmpty, empty, children }: DashboardPanelProps<T>) {
  return (
    <section className='dm-overview__panel' aria-label={title}>
      <h2>{to === undefined ? title : <Link to={to}>{title}</Link>}</h2>
      {state.status === 'loading' && <Spinner label={`Loading ${title.toLowerCase()}...`} />}
      {state.status === 'error' && <LoadError message={`Failed to load ${title.toLowerCase()}.`} onRetry={reload} />}
      {state.status === 'ready' && (isEmpty(state.data) ? <EmptyState title={empty.title}>{empty.text}</EmptyState> : children(state.data))}
    </section>
  )
}

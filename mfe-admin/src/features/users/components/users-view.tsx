import { Spinner } from '@sitefleet/shared'
import { LoadError } from '@sitefleet/shared'
import { useUsers } from '../hooks/use-users'
import { UsersList } from './users-list'

export const USERS_TEXT = {
  title: 'Users',
  loading: 'Loading users...',
  empty: 'No users yet',
  failed: 'Failed to load users.',
} as const

/** /admin/users: the non-admin users; a click opens that user's domains. */
export function UsersView () {
  const { state, reload } = useUsers()
  const count = state.status === 'ready' ? state.data.length : null
  return (
    <section className='page ad-page'>
      <div className='ad-page__head'>
        <h1>{USERS_TEXT.title}</h1>
        {count !== null && count > 0 && <span className='ad-muted'>{`${count} user${count === 1 ? '' : 's'}`}</span>}
      </div>
      {state.status === 'loading' && <Spinner label={USERS_TEXT.loading} />}
      {state.status === 'error' && <LoadError message={USERS_TEXT.failed} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? <p className='ad-empty'>{USERS_TEXT.empty}</p> : <UsersList users={state.data} />)}
    </section>
  )
}

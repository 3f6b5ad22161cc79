import { Link } from 'react-router-dom'
import { paths } from '@sitefleet/shared'
import type { AdminUser } from '../../../api/get-users'

/** One link per user (name and e-mail) to that user's domains. */
export function UsersList ({ users }: { users: AdminUser[] }) {
  return (
    <ul className='ad-users' aria-label='Users'>
      {users.map((user) => (
        <li key={user._id}>
          <Link className='ad-user' to={paths.userDomains(user._id, user.name)}>
            <span className='ad-user__name'>{user.name}</span>
            <span className='ad-user__email'>{user.email}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

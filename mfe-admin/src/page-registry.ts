import type { PageRegistry } from '@sitefleet/shared'
import SignupPage from './pages/signup-page'
import UsersPage from './pages/users-page'
import UserDomainsPage from './pages/user-domains-page'
import AdminOverview from './pages/admin-overview'
import ApiTokensPage from './pages/api-tokens-page'
import LocationsPage from './pages/locations-page'
import SearchOAuthPage from './pages/search-oauth-page'

export const pages: PageRegistry = {
  SignupPage: { component: SignupPage, paths: ['/admin/signup'] },
  UsersPage: { component: UsersPage, paths: ['/admin/users'] },
  UserDomainsPage: { component: UserDomainsPage, paths: ['/admin/user/:userId/domains'] },
  AdminOverview: { component: AdminOverview, paths: ['/admin/overview'] },
  ApiTokensPage: { component: ApiTokensPage, paths: ['/api-tokens', '/admin/api-tokens'] },
  LocationsPage: { component: LocationsPage, paths: ['/admin/locations'] },
  SearchOAuthPage: { component: SearchOAuthPage, paths: ['/admin/search-google'] },
}

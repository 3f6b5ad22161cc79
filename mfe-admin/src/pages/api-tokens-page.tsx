import type { RemotePageProps } from '@sitefleet/shared'
import { ApiTokensView } from '../features/api-tokens/components/api-tokens-view'
import '../styles/admin.css'

/** /api-tokens and /admin/api-tokens (header user menu): personal API tokens, for both roles. */
export default function ApiTokensPage (_props: RemotePageProps) {
  return <ApiTokensView />
}

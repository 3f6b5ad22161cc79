// THE list of stored values sealed under the secrets key, one line per component that keeps any:
// `npm run rotate-secrets` re-seals each of them under the current key.
import { ALERT_CHANNEL_SECRETS } from './components/alerts'
import { REGISTRAR_CREDENTIALS } from './components/registrars'
import { SEARCH_CREDENTIALS, SEARCH_OAUTH_CLIENT } from './components/search'
import type { SealedColumn } from './platform/lib/reseal'

export const SEALED_COLUMNS: readonly SealedColumn[] = [ALERT_CHANNEL_SECRETS, REGISTRAR_CREDENTIALS, SEARCH_CREDENTIALS, SEARCH_OAUTH_CLIENT]

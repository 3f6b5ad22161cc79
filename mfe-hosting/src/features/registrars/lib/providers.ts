import type { RegistrarAccount, RegistrarProvider, SyncResult } from '@sitefleet/shared'

export interface CredentialField {
  key: string;
  label: string;
  /** Secrets are password fields; an IP or a user name is not secret. */
  secret: boolean;
  hint?: string;
}

/** What each registrar's API asks for (contract-25: the credentials object of each provider). */
export const PROVIDERS: Record<RegistrarProvider, { fields: CredentialField[]; note: string }> = {
  namecheap: {
    fields: [
      { key: 'apiUser', label: 'API User', secret: false },
      { key: 'apiKey', label: 'API Key', secret: true },
      { key: 'username', label: 'Username', secret: false },
      { key: 'clientIp', label: 'Client IP', secret: false, hint: 'This server\'s public IP, whitelisted under Profile → Tools → API Access.' },
    ],
    note: 'Enable API access and whitelist this server\'s IP in your Namecheap account.',
  },
  godaddy: {
    fields: [
      { key: 'key', label: 'API Key', secret: true },
      { key: 'secret', label: 'API Secret', secret: true },
    ],
    note: 'GoDaddy answers 403 ACCESS_DENIED to accounts below its API threshold.',
  },
  porkbun: {
    fields: [
      { key: 'apiKey', label: 'API Key', secret: true },
      { key: 'secretApiKey', label: 'Secret API Key', secret: true },
    ],
    note: 'Turn on API access for each domain in Porkbun\'s domain settings.',
  },
  namesilo: {
    fields: [{ key: 'apiKey', label: 'API Key', secret: true }],
    note: 'Generate an API key under Account → API Manager.',
  },
}

export const PROVIDER_ORDER: RegistrarProvider[] = ['namecheap', 'godaddy', 'porkbun', 'namesilo']

/** Why a sync or a test failed, in the words an operator acts on. */
export const SYNC_RESULT_LABELS: Record<SyncResult, string> = {
  ok: 'OK',
  'bad-key': 'Bad API key',
  'ip-not-whitelisted': 'IP not whitelisted',
  'plan-denied': 'Access denied (403: account below the API threshold)',
  'rate-limited': 'Rate limited',
  unreachable: 'Unreachable',
  error: 'Error',
}

export const syncResultLabel = (r: SyncResult | null) => (r === null ? 'Never synced' : SYNC_RESULT_LABELS[r] ?? r)

/** A sync under way: "Queued..." or "Syncing... 120 / 340". Null when idle. */
export function syncProgress (account: RegistrarAccount): string | null {
  const { state, done, total } = account.sync
  if (state === 'queued') return 'Queued...'
  if (state === 'running') return total === null ? `Syncing... ${done}` : `Syncing... ${done} / ${total}`
  return null
}

import type { SearchAccount, SearchAccountKind } from '@sitefleet/shared'

export interface CredentialField {
  key: string;
  label: string;
  /** A text area for a pasted file (the service account's key). */
  multiline?: boolean;
  secret?: boolean;
  /** Empty is allowed: the installation's OAuth client applies. */
  optional?: boolean;
}

export interface KindInfo {
  name: string;
  note: string;
  fields: CredentialField[];
}

export const KIND_ORDER: SearchAccountKind[] = ['google-oauth', 'google-service-account', 'bing']

/** What each kind of account asks for; the API checks it again and seals it. */
export const KINDS: Record<SearchAccountKind, KindInfo> = {
  'google-oauth': {
    name: 'Google (OAuth)',
    note: 'For properties your Google login reaches. Save, then press Connect and allow read-only access to Search Console. Leave the client empty to use the one the admin set for this installation.',
    fields: [
      { key: 'clientId', label: 'OAuth Client ID', optional: true },
      { key: 'clientSecret', label: 'OAuth Client Secret', secret: true, optional: true },
    ],
  },
  'google-service-account': {
    name: 'Google (service account)',
    note: 'Paste the service account\'s JSON key; add its e-mail as a user of each property in Search Console.',
    fields: [{ key: 'keyJson', label: 'Service account JSON key', multiline: true, secret: true }],
  },
  bing: {
    name: 'Bing Webmaster Tools',
    note: 'Bing Webmaster Tools → Settings → API access → API key.',
    fields: [{ key: 'apiKey', label: 'Bing API Key', secret: true }],
  },
}

const STATUS: Record<SearchAccount['status'], string> = {
  'not-connected': 'Not connected',
  ok: 'OK',
  'bad-key': 'Key refused',
  revoked: 'Access revoked',
  'rate-limited': 'Rate limited',
  unreachable: 'Unreachable',
  error: 'Error',
}

export const statusLabel = (status: SearchAccount['status']): string => STATUS[status] ?? status

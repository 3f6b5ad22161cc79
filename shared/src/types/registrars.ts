/**
 * The registrar contract (issue 25, /work/coord/contract-25.md). PROVISIONAL: written from the
 * contract until the api's schemas land; then this file re-exports the generated types.
 */
export type RegistrarProvider = 'namecheap' | 'godaddy' | 'porkbun' | 'namesilo'
export type SyncResult = 'ok' | 'bad-key' | 'ip-not-whitelisted' | 'plan-denied' | 'rate-limited' | 'unreachable' | 'error'
export interface Money { currency: string; amount: number }
export interface RegistrarAccount {
  id: string;
  provider: RegistrarProvider;
  name: string;
  ownerId: string;
  ownerEmail: string;
  createdAt: string
  lastSyncAt: string | null;
  lastSyncResult: SyncResult | null;
  lastSyncMessage: string | null
  failuresInARow: number;
  domainCount: number
  sync: { state: 'idle' | 'queued' | 'running'; done: number; total: number | null }
}
export interface RegistrarAccountsResponse { accounts: RegistrarAccount[] }
export interface RegistrarAccountResponse { account: RegistrarAccount }
export type RegistrarCredentials = Record<string, string>
export interface CreateRegistrarBody { provider: RegistrarProvider; name: string; credentials: RegistrarCredentials }
export interface UpdateRegistrarBody { name?: string; credentials?: RegistrarCredentials }
export interface RegistrarTestResponse { ok: boolean; result: SyncResult; message: string }
export interface NotMonitoredDomain { domain: string; accountId: string; accountName: string; provider: RegistrarProvider; expiresAt: string | null; autoRenew: boolean | null }
export interface NotMonitoredResponse { items: NotMonitoredDomain[]; total: number }
export interface AddNotMonitoredBody { domains: string[]; superCategory: 'natural' | 'casino' | 'dating'; brandCategory: string }
export interface AddNotMonitoredResponse { added: number; skipped: Array<{ domain: string; reason: string }> }
export interface UnknownRegistrarDomain { domain: string; superCategory: string; brandCategory: string }
export interface UnknownRegistrarResponse { items: UnknownRegistrarDomain[]; total: number }
export interface RenewalWindow {
  days: number;
  count: number;
  cost: Money[]
  byRegistrar: Array<{ provider: RegistrarProvider; count: number; cost: Money[] }>
  byAccount: Array<{ accountId: string; accountName: string; count: number; cost: Money[] }>
  byCategory: Array<{ brandCategory: string; count: number; cost: Money[] }>
}
export interface RenewalListItem { domain: string; expiresAt: string; accountName: string; provider: RegistrarProvider }
export interface RenewalDomain {
  domain: string;
  brandCategory: string;
  expiresAt: string;
  expirySource: 'registry' | 'registrar' | 'estimate'
  provider: RegistrarProvider;
  accountName: string;
  autoRenew: boolean | null;
  locked: boolean | null;
  renewal: Money | null
}
export interface RenewalsResponse {
  windows: RenewalWindow[]
  forecast: Array<{ month: string; count: number; cost: Money[] }>
  autoRenewOff: RenewalListItem[];
  lockOff: RenewalListItem[];
  domains: RenewalDomain[]
}
export interface DomainRegistrarInfo {
  accountId: string;
  accountName: string;
  provider: RegistrarProvider
  autoRenew: boolean | null;
  locked: boolean | null;
  renewal: Money | null
}

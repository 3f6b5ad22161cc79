/**
 * The registrar contract: registrar accounts, their sync, the domains they hold and
 * the renewals they cost, generated from the api's schemas (api-contract.generated.ts).
 */
import type { RegistrarAccount, RenewalsResponse } from './api-contract.generated'

export type {
  AddNotMonitoredBody,
  AddNotMonitoredResponse,
  CreateRegistrarAccountBody,
  NotMonitoredDomain,
  NotMonitoredResponse,
  RegistrarAccount,
  RegistrarAccountResponse,
  RegistrarAccountsResponse,
  RegistrarMoney,
  RegistrarTestResponse,
  RegistrarUnknownDomain,
  RegistrarUnknownResponse,
  RenewalDomain,
  RenewalsResponse,
  RenewalWindow,
  UpdateRegistrarAccountBody,
} from './api-contract.generated'

/** namecheap, godaddy, porkbun or namesilo. */
export type RegistrarProvider = RegistrarAccount['provider']
/** How a sync or a test ended: ok, or why it failed. */
export type SyncResult = NonNullable<RegistrarAccount['lastSyncResult']>
/** A row of the auto-renew-off or the lock-off list. */
export type RenewalFlagRow = RenewalsResponse['autoRenewOff'][number]

import { type ApiClient, type RenewalsResponse, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/renewals: windows, forecast, the auto-renew-off and lock-off lists, the domains. */
export async function getRenewals (client: ApiClient, signal?: AbortSignal): Promise<Omit<RenewalsResponse, 'success'>> {
  const { data } = await client.get<RenewalsResponse>(scopedPath('renewals', client), { signal })
  const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : [])
  return {
    windows: list(data?.windows),
    forecast: list(data?.forecast),
    autoRenewOff: list(data?.autoRenewOff),
    lockOff: list(data?.lockOff),
    domains: list(data?.domains),
  }
}

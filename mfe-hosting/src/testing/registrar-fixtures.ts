import type { NotMonitoredDomain, RegistrarAccount } from '@sitefleet/shared'

export function account (overrides: Partial<RegistrarAccount> = {}): RegistrarAccount {
  return {
    id: 'acc-1',
    provider: 'porkbun',
    name: 'Main Porkbun',
    ownerId: 'u1',
    ownerEmail: 'uma@example.com',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSyncAt: '2026-11-26T06:00:00.000Z',
    lastSyncResult: 'ok',
    lastSyncMessage: null,
    failuresInARow: 0,
    domainCount: 12,
    sync: { state: 'idle', done: 0, total: null },
    ...overrides,
  }
}

export function notMonitored (domain: string, overrides: Partial<NotMonitoredDomain> = {}): NotMonitoredDomain {
  return { domain, accountId: 'acc-1', accountName: 'Main Porkbun', provider: 'porkbun', expiresAt: '2027-03-01T00:00:00.000Z', autoRenew: true, ...overrides }
}

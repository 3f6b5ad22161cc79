import type { ExpiredServer, ExpiringServer, HostingInfoList, HostingListRow, HostingRecord, HostingServer } from '@sitefleet/shared'

export function listRow (overrides: Partial<HostingListRow> = {}): HostingListRow {
  return {
    _id: 'acc-1',
    platform: 'Hostinger',
    email: 'ops@example.com',
    server: 'srv-a',
    hostingIssueDate: '2026-01-10',
    serverCount: 2,
    domainCount: 3,
    ...overrides,
  }
}

export function serverRow (overrides: Partial<HostingServer> = {}): HostingServer {
  return {
    _id: 'srv-a-id',
    server: 'srv-a',
    email: 'ops@example.com',
    platform: 'Hostinger',
    ServerExpiryDate: '2027-01-15',
    hostingIssueDate: '2026-01-10',
    renewalMonths: 12,
    domainCount: 0,
    ...overrides,
  }
}

export function record (domain: string, overrides: Partial<HostingRecord> = {}): HostingRecord {
  return {
    _id: `dom-${domain || 'blank'}-${overrides.server ?? 'srv-a'}`,
    platform: 'Hostinger',
    email: 'ops@example.com',
    server: 'srv-a',
    ServerExpiryDate: '2027-01-15',
    hostingIssueDate: '2026-01-10',
    domain,
    ...overrides,
  }
}

/** A get-hostingInfo answer: two accounts, three servers, domain records incl. blank and "-". */
export function hostingInfo (overrides: Partial<HostingInfoList> = {}): HostingInfoList {
  return {
    success: true,
    list: [
      listRow(),
      listRow({ _id: 'acc-2', platform: 'Vultr', email: 'cloud+team@example.com', server: 'v-1', serverCount: 1, domainCount: 1 }),
    ],
    servers: [
      serverRow(),
      serverRow({ _id: 'srv-b-id', server: 'srv-b', ServerExpiryDate: null }),
      serverRow({ _id: 'v-1-id', server: 'v-1', email: 'cloud+team@example.com', platform: 'Vultr' }),
    ],
    all: [
      record('one.com'),
      record('two.com'),
      record('-'),
      record('  '),
      record('three.com', { server: 'srv-b' }),
      record('cloud.io', { server: 'v-1', email: 'cloud+team@example.com', platform: 'Vultr' }),
    ],
    ...overrides,
  }
}

export function expiring (server: string, daysLeft: number, overrides: Partial<ExpiringServer> = {}): ExpiringServer {
  return {
    _id: `${server}-id`,
    server,
    email: 'ops@example.com',
    platform: 'Hostinger',
    ServerExpiryDate: '2026-12-01',
    daysLeft,
    ...overrides,
  }
}

export function expired (server: string, daysSince: number, overrides: Partial<ExpiredServer> = {}): ExpiredServer {
  return {
    _id: `${server}-id`,
    server,
    email: 'ops@example.com',
    platform: 'DigitalOcean',
    ServerExpiryDate: '2026-11-19',
    daysSince,
    ...overrides,
  }
}

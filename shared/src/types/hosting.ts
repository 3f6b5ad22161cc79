/**
 * The hosting HTTP contract: what
 * /api/hosting answers and the hosting screens read, generated from the api's schemas
 * (api-contract.generated.ts). Dates are `YYYY-MM-DD`; field names are the spec's word for word
 * (`ServerExpiryDate` included).
 */
export type {
  AddHostingBody,
  ExistingServer,
  ExpiredServer,
  ExpiringServer,
  HostingInfoList,
  HostingListRow,
  HostingRecord,
  HostingServer,
  RenewServersBody,
  ServerExistsBody,
  ServerExpireResponse,
  UpdateHostingBody,
  UpdateServerBody,
  UpdateServerEverywhereBody,
} from './api-contract.generated'

/**
 * The locations contract: the admins' Locations page (`/api/locations`) and a site's
 * primary location (`PUT /{scope}/domain/{domain}/location`), generated from the api's schemas
 * (api-contract.generated.ts). A domain history's per-location series is LocationSeries.
 */
export type {
  CreateLocationBody,
  DomainLocationBody,
  DomainLocationResponse,
  Location,
  LocationList,
  LocationSeries,
  LocationWithToken,
} from './api-contract.generated'

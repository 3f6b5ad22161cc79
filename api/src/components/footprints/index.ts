// footprints: what sites share (analytics and ad ids on the page, IP addresses, nameserver sets,
// hosting), kept per domain, and the Footprints screen's clusters and CSV.
export { default as footprintRoutes } from './routes'

// What other components may call.
export { dnsAddresses, nameserverSet } from './dns-footprints'
export { FootprintRepository } from './footprint-repository'
export { extractFootprints, isPageFootprintKind } from './page-footprints'
export type { Footprint } from './page-footprints'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { FootprintsDatabase } from './tables'

// Schemas of GET {scope}/footprints and its CSV export: sites grouped by what they
// share (IP address, nameserver set, hosting server and account, analytics or ad ID, affiliate
// ID, generator, theme), clusters of two or more, largest first.
import { type Static, Type } from 'typebox'

export const FootprintsQuery = Type.Object({
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
})

export const FootprintCluster = Type.Object({
  kind: Type.String({ description: 'ip, ns (nameserver set), server, account, ga4, ua, gtm, adsense, affiliate-id, generator, theme' }),
  /** The kind's name on screen ("Google Tag Manager"). */
  label: Type.String(),
  value: Type.String({ description: 'What the members share: "GTM-ABC123", "203.0.113.7", or a nameserver set "ns1.host.example, ns2.host.example" (lower case, sorted)' }),
  /** How many domains share it. */
  size: Type.Integer(),
  /** The first domains by name (at most MEMBERS_LISTED, 20); `size` counts all, the CSV lists all. */
  members: Type.Array(Type.String())
})
export type FootprintClusterShape = Static<typeof FootprintCluster>

export const FootprintsResponse = Type.Object({
  clusters: Type.Array(FootprintCluster),
  /** The same clusters as CSV with every member, one row each (GET {scope}/footprints.csv). */
  csv: Type.String({ description: 'Path of the full CSV: every member of every cluster, one row each' })
})
export type FootprintsResponseShape = Static<typeof FootprintsResponse>

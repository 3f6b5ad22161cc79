// What every area shares: the super categories a domain is saved under, and the
// installation-wide state.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).

export type SuperCategoryValue = 'natural' | 'casino' | 'dating'

export interface SystemStateTable {
  key: string
  value: string
  updated_at: string
}

/** Its tables, part of the platform's own Database type (./schema.ts). */
export interface SystemStateDatabase {
  system_state: SystemStateTable
}

// Table types for Kysely. Ids are text UUIDs and timestamps ISO-8601 UTC text
// so SQLite and PostgreSQL store and compare them the same way. Each table is declared by what owns
// it: the platform's own here (users, the job runtime, the read cache, limits, system state), a
// component's in its tables.ts. The composition root api/src/tables.ts adds every component's
// tables to this Database interface, so platform code names none of them.
import type { IdentityDatabase } from '../auth/tables'
import type { JobsDatabase } from '../jobs/tables'
import type { RateLimitDatabase } from '../rate-limit/tables'
import type { ReadCacheDatabase } from '../read-cache/tables'
import type { SystemStateDatabase } from './tables'

export type * from '../auth/tables'
export type * from '../jobs/tables'
export type * from '../rate-limit/tables'
export type * from '../read-cache/tables'
export type * from './tables'

/** Every table: the platform's own, and (by declaration merging in api/src/tables.ts) each component's. */
export interface Database extends IdentityDatabase, JobsDatabase, RateLimitDatabase, ReadCacheDatabase, SystemStateDatabase {}

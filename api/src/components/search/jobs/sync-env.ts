// What the search jobs need of their context: the paced outbound calls, the database, the
// configuration and the clock (a check's context, or the one an API request builds).
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import type { PacedCalls } from '../../../platform/jobs/types'

export interface SyncEnv extends PacedCalls { db: Kysely<Database>, config: AppConfig, now: () => Date }

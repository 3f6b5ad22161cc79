// Composition root of the database type: each component declares its tables in its own
// tables.ts, and this file adds them to the platform's Database interface (declaration merging),
// so a repository's Kysely<Database> sees every table while platform/ imports no component.
import type { AlertsDatabase } from './components/alerts'
import type { AuthDatabase } from './components/auth'
import type { BulkDatabase } from './components/bulk'
import type { ChangesDatabase } from './components/changes'
import type { DomainsDatabase } from './components/domains'
import type { EventsDatabase } from './components/events'
import type { FootprintsDatabase } from './components/footprints'
import type { HistoryDatabase } from './components/history'
import type { HostingDatabase } from './components/hosting'
import type { ImportDatabase } from './components/import'
import type { IncidentsDatabase } from './components/incidents'
import type { IndexingDatabase } from './components/indexing'
import type { LocationsDatabase } from './components/locations'
import type { MonitoringDatabase } from './components/monitoring'
import type { RealDatesDatabase } from './components/real-dates'
import type { RegistrarsDatabase } from './components/registrars'
import type { ReputationDatabase } from './components/reputation'
import type { SearchDatabase } from './components/search'

declare module './platform/db/schema' {
  interface Database extends AlertsDatabase, AuthDatabase, BulkDatabase, ChangesDatabase, DomainsDatabase,
    EventsDatabase, FootprintsDatabase, HistoryDatabase, HostingDatabase, ImportDatabase, IncidentsDatabase,
    IndexingDatabase, LocationsDatabase, MonitoringDatabase, RealDatesDatabase, RegistrarsDatabase,
    ReputationDatabase, SearchDatabase {}
}

export type { Database } from './platform/db/schema'

// events: the event log. Every capability's checks write events in the
// transaction of their result; alerts are derived from them. THE list of event kinds lives here.
export { EVENT_KINDS, endedBy, eventKind } from './event-kinds'
export { SEARCH_KINDS } from './search-kinds'
export type { EventKindName } from './event-kinds'
export type { EventFacts } from './event-kind'
export { EventRepository } from './event-repository'
export type { NewEvent, StoredEvent } from './event-repository'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { AlertState, EventsDatabase } from './tables'

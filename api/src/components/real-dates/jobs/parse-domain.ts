// Reads an RFC 9083 domain object: the events "expiration", "registration" and "last changed",
// the registrar (the entity with role "registrar", its vCard "fn"), the nameservers and the
// status values ("client hold", "redemption period", "pending delete"…). Registries differ in
// details (dates with or without time, upper-case names), so everything is read defensively.
import { dayOfDateTime } from '../../../platform/lib/calendar'

export interface RegistryFacts {
  /** YYYY-MM-DD, or null when the answer has no expiration event. */
  expiryDate: string | null
  registrationDate: string | null
  lastChanged: string | null
  registrar: string | null
  nameservers: string[]
  statuses: string[]
}

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

function day (value: unknown): string | null {
  return typeof value === 'string' ? dayOfDateTime(value) : null
}

function eventDate (doc: Json, action: string): string | null {
  const event = list(doc.events).find((e) => isObject(e) && typeof e.eventAction === 'string' && e.eventAction.toLowerCase() === action)
  return isObject(event) ? day(event.eventDate) : null
}

/** The vCard "fn" of an entity (jCard, RFC 7095): ["vcard", [["fn", {}, "text", "Name"], …]]. */
function vcardName (entity: Json): string | null {
  const card = list(entity.vcardArray)
  const fn = list(card[1]).find((p) => Array.isArray(p) && p[0] === 'fn')
  const name = Array.isArray(fn) ? fn[3] : undefined
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null
}

function registrarOf (doc: Json): string | null {
  const registrar = list(doc.entities).find((e) => isObject(e) && list(e.roles).includes('registrar'))
  if (!isObject(registrar)) return null
  const publicName = list(registrar.publicIds).find((p) => isObject(p) && typeof p.identifier === 'string')
  return vcardName(registrar) ?? (typeof registrar.handle === 'string' ? registrar.handle : null) ?? (isObject(publicName) ? String(publicName.identifier) : null)
}

export function parseDomainAnswer (doc: unknown): RegistryFacts {
  if (!isObject(doc)) throw new Error('the RDAP answer is not a JSON object')
  if (doc.objectClassName !== undefined && doc.objectClassName !== 'domain') throw new Error(`the RDAP answer is a "${String(doc.objectClassName)}", not a domain`)
  const nameservers = list(doc.nameservers)
    .map((n) => (isObject(n) && typeof n.ldhName === 'string' ? n.ldhName.toLowerCase().replace(/\.$/, '') : null))
    .filter((n): n is string => n !== null)
  const statuses = list(doc.status).filter((s): s is string => typeof s === 'string').map((s) => s.toLowerCase().trim())
  return {
    expiryDate: eventDate(doc, 'expiration'),
    registrationDate: eventDate(doc, 'registration'),
    lastChanged: eventDate(doc, 'last changed'),
    registrar: registrarOf(doc),
    nameservers: [...new Set(nameservers)],
    statuses: [...new Set(statuses)]
  }
}

/** Statuses that mean the domain is about to be lost or is not resolving: shown as warnings, alerted. */
export const WARNING_STATUSES = ['redemption period', 'pending delete', 'client hold', 'server hold', 'pending restore', 'inactive'] as const

export function warningStatuses (statuses: readonly string[]): string[] {
  return statuses.filter((s) => (WARNING_STATUSES as readonly string[]).includes(s))
}

// Preview of an import: each record of the file checked with the product's own rules (domain
// names from platform/lib/domain-name, brand category and note limits of the save call, the hosting rules
// of the hosting editor) and compared with what the user has saved, so the preview shows
// exactly what apply will change. Pure: the caller loads the user's current data. It yields to the
// event loop every 20 ms of work, so 250,000 rows never hold the process for long.
import type { SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { CONTROL_CHARACTER } from '../../platform/lib/control-characters'
import { normalizeDomain } from '../../platform/lib/domain-name'
import { AUTH_MESSAGES } from '../../platform/auth/plugin'
import { DOMAIN_MESSAGES, MAX_CATEGORY_LENGTH } from '../domains'
import { EMAIL_RE, HOSTING_MESSAGES } from '../hosting'
import { normalizeEmail } from '../../platform/auth/users'
import { loopBudget } from '../../platform/lib/yield-to-loop'
import { dateOrderOf, dateOrderProof, readDate } from './import-dates'
import type { CsvRecord } from './read-csv'

export type RowStatus = 'new' | 'update' | 'unchanged' | 'invalid'
export type ChangeField = 'brandCategory' | 'issueDate' | 'note' | 'platform' | 'platformEmail' | 'server' | 'serverExpiryDate'

export interface PlannedRow {
  line: number
  domain: string
  superCategory: SuperCategoryValue
  brandCategory?: string
  issueDate?: string
  note?: string
  platform?: string
  platformEmail?: string
  server?: string
  serverExpiryDate?: string
}

export interface Change { field: ChangeField, before: string | null, after: string }

export interface PreviewRow {
  line: number
  domain: string
  superCategory: SuperCategoryValue | null
  status: RowStatus
  changes: Change[]
  reason?: string
  warnings: string[]
}

/** What the user has saved now, keyed by `${superCategory} ${domain}` and server name. */
export interface CurrentState {
  domains: Map<string, CurrentDomain>
  servers: Map<string, CurrentServer>
}
export interface CurrentDomain { category: string, issueDate: string | null, note: string, server: string | null }
export interface CurrentServer { platform: string, email: string, expiryDate: string | null }

export interface PlanOptions {
  scope: SuperCategoryValue
  datingAllowed: boolean
  /** Brand category of new domains the file gives none for. */
  defaultCategory: string
}

/** Brand category of new domains when neither the file nor the call gives one. */
export const DEFAULT_IMPORT_CATEGORY = 'Imported'

export const IMPORT_LIMITS = { note: 5000, hosting: 200 } as const
const SUPER_CATEGORIES: readonly string[] = ['natural', 'casino', 'dating']

export const ROW_MESSAGES = {
  unknownSuperCategory: (v: string) => `Unknown superCategory "${v}": use natural, casino or dating`,
  notADate: (field: string, v: string) => `${field} "${v}" is not a date (use yyyy-mm-dd, dd/mm/yyyy or mm/dd/yyyy)`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  control: (field: string) => `${field} contains control characters`,
  serverUnknown: (name: string) => `Server "${name}" not found: give its platform and platformEmail to create it`,
  expiryNeedsServer: 'serverExpiryDate needs a server',
  merged: (lines: number[]) => `Duplicate domain also on line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}: merged into this row`,
  defaultCategory: (c: string) => `No brandCategory: saved under "${c}"`
} as const

export const stateKey = (scope: string, domain: string): string => `${scope} ${domain}`

type Checked = { ok: true, row: PlannedRow, warnings: string[] } | { ok: false, preview: PreviewRow }

export async function planImport (records: CsvRecord[], current: CurrentState, opts: PlanOptions): Promise<{ preview: PreviewRow[], planned: PlannedRow[] }> {
  const budget = loopBudget()
  const proof = dateOrderProof()
  for (const r of records) {
    await budget.tick()
    proof.add(r.issueDate ?? '')
    proof.add(r.serverExpiryDate ?? '')
  }
  const dates = proof.order()
  const preview: PreviewRow[] = []
  const merged = new Map<string, { row: PlannedRow, warnings: string[], lines: number[], index: number }>()
  for (const record of records) {
    await budget.tick()
    const checked = checkRecord(record, opts, dates)
    if (!checked.ok) { preview.push(checked.preview); continue }
    const k = stateKey(checked.row.superCategory, checked.row.domain)
    const first = merged.get(k)
    if (first === undefined) {
      merged.set(k, { row: checked.row, warnings: checked.warnings, lines: [], index: preview.length })
      preview.push(null as unknown as PreviewRow) // filled below, in file order
    } else {
      // Later non-empty cells win, as if the rows had been typed in one after the other.
      for (const [field, value] of Object.entries(checked.row)) {
        if (field !== 'line' && value !== undefined) (first.row as unknown as Record<string, unknown>)[field] = value
      }
      first.warnings.push(...checked.warnings)
      first.lines.push(record.line)
    }
  }
  // A server the file itself creates (a row naming its platform and e-mail) may be named alone by other rows.
  const declared = new Set([...merged.values()].filter((e) => e.row.platform !== undefined).map((e) => e.row.server!))
  const planned: PlannedRow[] = []
  for (const entry of merged.values()) {
    await budget.tick()
    const warnings = entry.lines.length > 0 ? [ROW_MESSAGES.merged(entry.lines), ...entry.warnings] : entry.warnings
    preview[entry.index] = compare(entry.row, warnings, current, declared, opts)
    // Only rows that change something are kept for apply.
    if (preview[entry.index].status === 'invalid' || preview[entry.index].status === 'unchanged') continue
    if (preview[entry.index].status === 'new' && entry.row.brandCategory === undefined) entry.row.brandCategory = opts.defaultCategory
    planned.push(entry.row)
  }
  return { preview, planned }
}

function checkRecord (record: CsvRecord, opts: PlanOptions, dates: ReturnType<typeof dateOrderOf>): Checked {
  const raw = (record.domain ?? '').trim()
  const invalid = (reason: string, domain = raw, superCategory: SuperCategoryValue | null = null): Checked =>
    ({ ok: false, preview: { line: record.line, domain, superCategory, status: 'invalid', changes: [], reason, warnings: [] } })
  let domain: string | null
  try {
    domain = normalizeDomain(raw)
  } catch (err) {
    if (err instanceof HttpError) return invalid(err.message)
    throw err
  }
  if (domain === null) return invalid(DOMAIN_MESSAGES.invalidDomain)
  const sc = (record.superCategory ?? '').trim().toLowerCase()
  if (sc !== '' && !SUPER_CATEGORIES.includes(sc)) return invalid(ROW_MESSAGES.unknownSuperCategory(record.superCategory!.trim()), domain)
  const superCategory = (sc === '' ? opts.scope : sc) as SuperCategoryValue
  if (superCategory === 'dating' && !opts.datingAllowed) return invalid(AUTH_MESSAGES.datingLocked, domain, superCategory)

  const row: PlannedRow = { line: record.line, domain, superCategory }
  const warnings: string[] = []
  const text = (field: 'brandCategory' | 'note' | 'platform' | 'server', max: number): string | undefined => {
    const value = (record[field] ?? '').trim()
    if (value === '') return undefined
    if (CONTROL_CHARACTER.test(value)) throw new RowError(ROW_MESSAGES.control(field))
    if (value.length > max) throw new RowError(field === 'brandCategory' ? DOMAIN_MESSAGES.categoryTooLong : ROW_MESSAGES.tooLong(field, max))
    return value
  }
  const date = (field: 'issueDate' | 'serverExpiryDate'): string | undefined => {
    const value = (record[field] ?? '').trim()
    if (value === '') return undefined
    const reading = readDate(value, dates.order, dates.proven)
    if (reading.value === null) throw new RowError(ROW_MESSAGES.notADate(field, value))
    if (reading.warning !== undefined) warnings.push(`${field} ${reading.warning}`)
    return reading.value
  }
  try {
    row.brandCategory = text('brandCategory', MAX_CATEGORY_LENGTH)
    row.note = text('note', IMPORT_LIMITS.note)
    row.issueDate = date('issueDate')
    row.platform = text('platform', IMPORT_LIMITS.hosting)
    row.server = text('server', IMPORT_LIMITS.hosting)
    row.serverExpiryDate = date('serverExpiryDate')
    const email = (record.platformEmail ?? '').trim()
    if (email !== '') {
      if (!EMAIL_RE.test(email)) throw new RowError(HOSTING_MESSAGES.invalidEmail)
      row.platformEmail = normalizeEmail(email)
    }
    const hasAccount = row.platform !== undefined || row.platformEmail !== undefined
    if (hasAccount && row.server === undefined) throw new RowError(HOSTING_MESSAGES.serverRequired)
    if (hasAccount && (row.platform === undefined || row.platformEmail === undefined)) throw new RowError(HOSTING_MESSAGES.accountRequired)
    if (row.serverExpiryDate !== undefined && row.server === undefined) throw new RowError(ROW_MESSAGES.expiryNeedsServer)
  } catch (err) {
    if (err instanceof RowError) return invalid(err.message, domain, superCategory)
    throw err
  }
  for (const key of Object.keys(row) as Array<keyof PlannedRow>) if (row[key] === undefined) delete row[key]
  return { ok: true, row, warnings }
}

class RowError extends Error {}

function compare (row: PlannedRow, warnings: string[], current: CurrentState, declared: Set<string>, opts: PlanOptions): PreviewRow {
  const base = { line: row.line, domain: row.domain, superCategory: row.superCategory, warnings }
  const existing = current.domains.get(stateKey(row.superCategory, row.domain))
  const server = row.server === undefined ? undefined : current.servers.get(row.server)
  if (row.server !== undefined && server === undefined && !declared.has(row.server)) {
    return { ...base, status: 'invalid', changes: [], reason: ROW_MESSAGES.serverUnknown(row.server) }
  }
  const changes: Change[] = []
  const diff = (field: ChangeField, before: string | null | undefined, after: string | undefined): void => {
    if (after !== undefined && after !== (before ?? null)) changes.push({ field, before: before ?? null, after })
  }
  diff('brandCategory', existing?.category, row.brandCategory ?? (existing === undefined ? opts.defaultCategory : undefined))
  diff('issueDate', existing?.issueDate, row.issueDate)
  diff('note', existing === undefined ? null : existing.note === '' ? null : existing.note, row.note)
  diff('server', existing?.server, row.server)
  diff('platform', server?.platform, row.platform)
  diff('platformEmail', server?.email, row.platformEmail)
  diff('serverExpiryDate', server?.expiryDate, row.serverExpiryDate)
  if (existing === undefined && row.brandCategory === undefined) warnings.push(ROW_MESSAGES.defaultCategory(opts.defaultCategory))
  const status: RowStatus = existing === undefined ? 'new' : changes.length > 0 ? 'update' : 'unchanged'
  return { ...base, status, changes }
}

// Request and response schemas of the domain calls. The screens' types
// are generated from them (`npm run generate:types` → shared/src/types/api-contract.generated.ts).
import { type Static, Type } from 'typebox'
import { RealDateFields } from '../real-dates'
import { Footprint, ROBOTS_MAX_BYTES, ScanResult } from './scan-schemas'

/**
 * `nullable: true` (OpenAPI 3.0) rather than anyOf: fast-json-stringify serialises it without
 * running a validator per value, which matters when /all lists 50,000 records.
 */
const NullableString = Type.Unsafe<string | null>({ type: 'string', nullable: true })
const NullableInteger = Type.Unsafe<number | null>({ type: 'integer', nullable: true })

// enum rather than a union of literals: one readable validation message, and a cheap serialiser.
export const SuperCategorySchema = Type.Unsafe<'natural' | 'casino' | 'dating'>({ type: 'string', enum: ['natural', 'casino', 'dating'] })

export const DomainRecord = Type.Object({
  _id: Type.String(),
  domain: Type.String(),
  note: Type.String(),
  statusCode: NullableInteger,
  superCategory: SuperCategorySchema,
  category: Type.String(),
  issueDate: NullableString,
  lastChecked: NullableString,
  /** Only in answers to an admin, who sees everyone's records. */
  owner: Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() })),
  /**
   * The registrar account holding the domain, as in the details; null when no synced
   * account holds it. In the list answers ({scope}/all, {scope}/by-category/…), not in save's.
   */
  registrarAccount: Type.Optional(RealDateFields.registrarAccount)
})
export type DomainRecordShape = Static<typeof DomainRecord>

const ScrapedImage = Type.Object({ url: Type.String(), alt: Type.String({ default: '' }) })

// What the scanner answers and the scan screen posts back on save. Loose on presence (missing
// fields get empty defaults, extra fields are dropped) but strict on types, so what GET
// domain/:domain later returns always has the full ScanResult shape.
const text = () => Type.Optional(Type.String({ default: '' }))
const textList = () => Type.Optional(Type.Array(Type.String(), { default: [] }))
export const ScanResultInput = Type.Object({
  domain: text(),
  url: text(),
  title: text(),
  description: text(),
  h1: textList(),
  h2: textList(),
  canonicals: textList(),
  images: Type.Optional(Type.Array(ScrapedImage, { default: [] })),
  altTags: textList(),
  robotsTxt: Type.Optional(Type.String({ maxLength: ROBOTS_MAX_BYTES, default: '' })),
  wordCount: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  schemaPresent: Type.Optional(Type.Boolean({ default: false })),
  affiliateLink: text(),
  statusCode: Type.Integer({ minimum: 0, maximum: 999 }),
  noindex: Type.Optional(Type.Boolean({ default: false })),
  footprints: Type.Optional(Type.Array(Footprint, { maxItems: 100, default: [] })),
  /** Defaults to the time of saving. */
  lastChecked: Type.Optional(Type.String({ format: 'date-time' }))
})
export type ScanResultInputShape = Static<typeof ScanResultInput>

/**
 * What GET {scope}/domain/{domain} answers: the stored scan (the scanner's shape) plus the issue
 * date, and the real dates: effective expiry and its source, registrar, registry
 * statuses, the TLS certificate and the DNS records; and the primary location the
 * "Checked from" select starts at: null means the default (its server's location, else home).
 */
export const ScrapedDomainData = Type.Object({
  ...ScanResult.properties, issueDate: NullableString, expiryDate: NullableString, ...RealDateFields, locationId: NullableString
})
export type ScrapedDomainDataShape = Static<typeof ScrapedDomainData>

/** A real calendar date (ajv-formats checks days per month), '' or null: both mean "none". */
const IssueDate = Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()], { default: null })

export const SaveDomainBody = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 2048 }),
  data: ScanResultInput,
  // Trimmed and limited to 100 characters by the service; this bound only caps the work.
  brandCategory: Type.String({ minLength: 1, maxLength: 1000 }),
  issueDate: Type.Optional(IssueDate)
})

export const SaveDomainResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  domain: DomainRecord
})

export const NoteBody = Type.Object({ note: Type.String({ maxLength: 5000 }) })

export const RenameBody = Type.Object({
  oldDomain: Type.String({ minLength: 1, maxLength: 2048 }),
  newDomain: Type.String({ minLength: 1, maxLength: 2048 }),
  superCategory: Type.Optional(SuperCategorySchema)
})

export const CategoryParams = Type.Object({ category: Type.String({ maxLength: 1000 }) })

export const DomainRecordList = Type.Array(DomainRecord)
export const CategoryList = Type.Array(Type.String())
export const CategoryCounts = Type.Record(Type.String(), Type.Integer())

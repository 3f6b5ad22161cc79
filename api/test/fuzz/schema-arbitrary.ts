// fast-check arbitraries from the request schemas as the OpenAPI document shows them (the api's
// TypeBox schemas, converted by @fastify/swagger): JSON Schema with OpenAPI's `nullable`. Three
// kinds of value, each a contract question:
// - valid: what a client may send (small sizes, so the route's own logic runs);
// - extreme: still valid, at the limits: strings of exactly maxLength code points drawn from every
//   Unicode plane, unbounded strings of 100,000, numbers at their bounds, arrays empty or full
//   (maxItems, at most 50,000 items), dates at year 1 and 9999;
// - invalid: one thing wrong (a wrong type, a missing required field, one over a limit, a control
//   character, an unknown enum value), somewhere in the tree.
// `pool` values (ids and names of real rows, other users' too) are mixed into strings, so the
// ownership checks meet ids that exist rather than random ones that never do.
import fc from 'fast-check'

export type Schema = Record<string, any>
export type Kind = 'valid' | 'extreme' | 'invalid'

/** Arrays without maxItems, and big ones, are filled up to this (50,000 items). */
export const MAX_ITEMS = 50_000
/** Length of an "extreme" string that has no maxLength (well under the 1 MB body limit). */
export const UNBOUNDED_LENGTH = 100_000

/** One code point of Unicode plane `plane` that is not a control character nor a lone surrogate. */
function planeCodePoint (plane: number, offset: number): number {
  const base = plane * 0x10000
  const cp = base + (offset % 0x10000)
  if (plane === 0 && (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xd800 && cp <= 0xdfff))) return 0x20 + (offset % 0x5e)
  return cp
}

/** Code points from every plane (0 to 16), each at least once, in a random order and variety. */
export const everyPlane: fc.Arbitrary<number[]> = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 17, maxLength: 64 })
  .map((offsets) => offsets.map((offset, i) => planeCodePoint(i < 17 ? i : offset % 17, offset)))

/** A string of exactly `length` code points (what JSON Schema's maxLength counts), cycled from `cps`. */
export function ofLength (cps: number[], length: number): string {
  if (length === 0) return ''
  const cycle = String.fromCodePoint(...cps)
  const points = Array.from(cycle)
  const whole = cycle.repeat(Math.floor(length / points.length))
  return whole + points.slice(0, length % points.length).join('')
}

const CONTROL = fc.constantFrom('\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b')
const LONE_SURROGATE = fc.constantFrom('\ud800', '\udfff', 'a\udc00b')

function isoDate (d: Date): string { return d.toISOString().slice(0, 10) }
const DATE_RANGE = { min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }

function types (schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type
  if (typeof schema.type === 'string') return [schema.type]
  if (schema.properties !== undefined) return ['object']
  if (schema.items !== undefined) return ['array']
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map((v: unknown) => v === null ? 'null' : typeof v))] as string[]
  return []
}

export class SchemaArbitraries {
  constructor (private readonly pool: () => string[]) {}

  /** A value of `kind` for `schema`; `name` is the field's name (domain, email, url… get their shapes). */
  of (schema: Schema | undefined, kind: Kind, name = ''): fc.Arbitrary<unknown> {
    if (schema === undefined || Object.keys(schema).length === 0 || (schema.description !== undefined && types(schema).length === 0 && schema.anyOf === undefined)) {
      return this.anyJson(kind)
    }
    if (kind === 'invalid') return this.invalid(schema, name)
    const base = this.present(schema, kind, name)
    return schema.nullable === true ? fc.oneof(fc.constant(null), base) : base
  }

  private present (schema: Schema, kind: Kind, name: string): fc.Arbitrary<unknown> {
    if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
      return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: Schema) => this.of(s, kind, name)))
    }
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
    if (schema.const !== undefined) return fc.constant(schema.const)
    const type = types(schema)[0]
    switch (type) {
      case 'string': return this.string(schema, kind, name)
      case 'integer':
      case 'number': return this.number(schema, kind, type === 'integer')
      case 'boolean': return fc.boolean()
      case 'null': return fc.constant(null)
      case 'array': return this.array(schema, kind, name)
      case 'object': return this.object(schema, kind)
      default: return this.anyJson(kind)
    }
  }

  private string (schema: Schema, kind: Kind, name: string): fc.Arbitrary<string> {
    const min: number = schema.minLength ?? 0
    const max: number | undefined = schema.maxLength
    const nonBlank = schema.pattern === '\\S' || min > 0
    const fit = (s: string): string => {
      let out = Array.from(s).slice(0, max ?? Infinity).join('')
      while (Array.from(out).length < min) out += 'x'
      return nonBlank && out.trim() === '' ? 'x' + out.slice(1) : out
    }
    if (schema.format === 'date') {
      return kind === 'extreme' ? fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29', '1970-01-01') : fc.date(DATE_RANGE).map(isoDate)
    }
    if (schema.format === 'date-time') {
      return kind === 'extreme'
        ? fc.constantFrom('0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-03-29T01:30:00+14:00', '2024-02-29T12:00:00-12:00')
        : fc.date(DATE_RANGE).map((d) => d.toISOString())
    }
    if (kind === 'extreme') {
      const length = max ?? UNBOUNDED_LENGTH
      return fc.tuple(everyPlane, fc.constantFrom(length, Math.max(min, 1), min)).map(([cps, n]) => fit(ofLength(cps, n)))
    }
    const shaped = /domain|server|host/i.test(name)
      ? fc.domain()
      : /email/i.test(name)
        ? fc.emailAddress()
        : /url|target|link/i.test(name) ? fc.webUrl() : fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max ?? 40, 40) })
    const known = this.pool()
    const arb = known.length > 0 ? fc.oneof(fc.constantFrom(...known), shaped) : shaped
    return arb.map(fit)
  }

  private number (schema: Schema, kind: Kind, integer: boolean): fc.Arbitrary<number> {
    const min: number = schema.minimum ?? (integer ? -Number.MAX_SAFE_INTEGER : -Number.MAX_VALUE)
    const max: number = schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE)
    if (kind === 'extreme') return fc.constantFrom(min, max, Math.max(min, Math.min(max, 0)))
    return integer ? fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }) : fc.double({ min: Math.max(min, -1e6), max: Math.min(max, 1e6), noNaN: true })
  }

  private array (schema: Schema, kind: Kind, name: string): fc.Arbitrary<unknown[]> {
    const min: number = schema.minItems ?? 0
    const max: number = Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)
    // Items of a full array are valid (small) ones, cycled: 50,000 generated items would cost
    // seconds each time, and the route's limits are about their number.
    const item = this.of(schema.items, 'valid', name)
    if (kind === 'extreme') {
      return fc.tuple(fc.array(item, { minLength: 1, maxLength: 8 }), fc.constantFrom(min, max)).map(([seed, n]) => fill(seed, n, schema.items?.maxLength))
    }
    return fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(max, 5)) })
  }

  private object (schema: Schema, kind: Kind): fc.Arbitrary<Record<string, unknown>> {
    const props = (schema.properties ?? {}) as Record<string, Schema>
    const record: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [key, sub] of Object.entries(props)) record[key] = this.of(sub, kind, key)
    const fixed = fc.record(record, { requiredKeys: (schema.required ?? []).filter((k: string) => k in props) })
    const extra = schema.additionalProperties
    if (typeof extra !== 'object' || extra === null) return fixed
    // A map (alert routes: event → channel ids): keys from the pool and made up.
    const keys = fc.oneof(fc.string({ maxLength: 20 }), ...(this.pool().length > 0 ? [fc.constantFrom(...this.pool())] : []))
    return fc.tuple(fixed, fc.dictionary(keys, this.of(extra, kind), { maxKeys: kind === 'extreme' ? 50 : 4 })).map(([a, b]) => ({ ...b, ...a }))
  }

  private anyJson (kind: Kind): fc.Arbitrary<unknown> {
    if (kind === 'extreme') return everyPlane.map((cps) => ofLength(cps, UNBOUNDED_LENGTH))
    return fc.jsonValue({ maxDepth: 3 })
  }

  /** A value that breaks `schema` in one place. */
  private invalid (schema: Schema, name: string): fc.Arbitrary<unknown> {
    const type = types(schema)[0]
    // Chosen eagerly: a filter that no candidate passes would make fast-check search forever.
    const allowed = allTypes(schema)
    const wrongTypes = allowed.length === 0 ? [] : WRONG_TYPES.filter((v) => !(schema.nullable === true && v === null) && !matchesType(v, allowed))
    const breaks: Array<fc.Arbitrary<unknown>> = wrongTypes.length > 0 ? [fc.constantFrom(...wrongTypes)] : [fc.constant('\u0000')]
    if (Array.isArray(schema.enum)) breaks.push(fc.constantFrom('not-a-listed-value', 'ADMIN', ''))
    if (type === 'string' && schema.enum === undefined) {
      if (schema.maxLength !== undefined) breaks.push(everyPlane.map((cps) => ofLength(cps, schema.maxLength + 1)))
      if ((schema.minLength ?? 0) > 0) breaks.push(fc.constant(''))
      if (schema.format !== undefined) breaks.push(fc.constantFrom('2026-13-45', 'yesterday', '2026-02-30T25:61:00Z', '@', 'a@'))
      breaks.push(fc.tuple(fc.string({ maxLength: 10 }), fc.oneof(CONTROL, LONE_SURROGATE)).map(([s, bad]) => s + bad))
    }
    if (type === 'integer' || type === 'number') {
      if (schema.minimum !== undefined) breaks.push(fc.constant(schema.minimum - 1))
      if (schema.maximum !== undefined) breaks.push(fc.constant(schema.maximum + 1))
      if (type === 'integer') breaks.push(fc.constantFrom(1.5, 1e300, -0.000001))
    }
    if (type === 'array') {
      const max: number | undefined = schema.maxItems
      if (max !== undefined && max < MAX_ITEMS * 2) breaks.push(fc.constant(Array.from({ length: max + 1 }, (_v, i) => `x${i}.test`)))
      if (schema.items !== undefined) breaks.push(fc.tuple(this.of(schema.items, 'valid', name), this.invalid(schema.items, name)).map(([ok, bad]) => [ok, bad]))
    }
    if (type === 'object' && schema.properties !== undefined) {
      const props = schema.properties as Record<string, Schema>
      const required: string[] = (schema.required ?? []).filter((k: string) => k in props)
      const whole = this.object(schema, 'valid')
      if (required.length > 0) {
        breaks.push(fc.tuple(whole, fc.constantFrom(...required)).map(([obj, key]) => {
          const { [key]: _dropped, ...rest } = obj
          return rest
        }))
      }
      const keys = Object.keys(props)
      if (keys.length > 0) {
        breaks.push(fc.constantFrom(...keys).chain((key) => fc.tuple(whole, this.invalid(props[key], key)).map(([obj, bad]) => ({ ...obj, [key]: bad }))))
      }
    }
    return fc.oneof(...breaks)
  }
}

/**
 * `n` items cycled from `seed`; strings after the first round get their index in front, so they
 * differ, and are cut to 12 characters so that 50,000 of them fit in the 1 MB body limit (an
 * over-limit body only meets the 413, not the route).
 */
function fill (seed: unknown[], n: number, maxLength = Infinity): unknown[] {
  return Array.from({ length: n }, (_v, i) => {
    const item = seed[i % seed.length]
    return typeof item === 'string' && i >= seed.length ? Array.from(`${i}-${item}`).slice(0, Math.min(maxLength, 12)).join('') : item
  })
}

const WRONG_TYPES: unknown[] = [12345, -1.5, true, 'text', [], [1, 'a'], { a: 1 }, null]

/** The JSON types a schema accepts, through anyOf/oneOf. */
function allTypes (schema: Schema): string[] {
  const branches = schema.anyOf ?? schema.oneOf
  return Array.isArray(branches) ? [...new Set(branches.flatMap((b: Schema) => allTypes(b)))] as string[] : types(schema)
}

function matchesType (value: unknown, allowed: string[]): boolean {
  if (allowed.length === 0) return true
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  if (actual === 'number' && allowed.includes('integer')) return Number.isInteger(value)
  return allowed.includes(actual)
}

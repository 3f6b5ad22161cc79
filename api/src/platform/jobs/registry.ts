// A registry of job types, built from the list its caller hands over (the composition roots:
// api/src/job-types.ts). The runtime runs whatever it is given and branches on no type itself.
import type { CheckType, SystemCheckType } from './types'

// Each type has its own result type; the registry holds them side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDomainCheck = CheckType<any>
export type AnyCheckType = AnyDomainCheck | SystemCheckType
export type JobTypes = ReadonlyMap<string, AnyCheckType>

/** The types by name. */
export function jobTypes (...types: AnyCheckType[]): JobTypes {
  return new Map(types.map((t) => [t.type, t]))
}

/** The domain check named `name` (throws for any other name: a programming error). */
export function domainCheckOf (types: JobTypes, name: string): AnyDomainCheck {
  const type = types.get(name)
  if (type?.subject !== 'domain') throw new Error(`Unknown domain check type "${name}"`)
  return type
}

/** The types of a registry by subject. */
export function splitBySubject (types: JobTypes): { domain: AnyDomainCheck[], system: SystemCheckType[] } {
  const all = [...types.values()]
  return {
    domain: all.filter((t): t is AnyDomainCheck => t.subject === 'domain'),
    system: all.filter((t): t is SystemCheckType => t.subject === 'system')
  }
}

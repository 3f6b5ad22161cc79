// THE list of check types. The scheduler creates a due row per domain for every type here, runs
// each through the same CheckType interface and records it through the type's own record();
// nothing else in the code branches on the type. To add one (e.g. the Bing index check): write a
// class implementing CheckType (types.ts) and add an instance below.
import { AffiliateCheck } from './affiliate/affiliate-check'
import { StatusCheck } from './status/status-check'
import type { CheckType } from './types'

export type AnyCheckType = CheckType<any>

function byName (...types: AnyCheckType[]): ReadonlyMap<string, AnyCheckType> {
  return new Map(types.map((t) => [t.type, t]))
}

export const CHECK_TYPES: ReadonlyMap<string, AnyCheckType> = byName(
  new StatusCheck(),
  new AffiliateCheck()
)

/** The registered type named `name` (throws for a name nobody registered: a programming error). */
export function checkType (name: string): AnyCheckType {
  const type = CHECK_TYPES.get(name)
  if (type === undefined) throw new Error(`Unknown check type "${name}"`)
  return type
}

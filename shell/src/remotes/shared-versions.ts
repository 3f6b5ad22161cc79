/** Why a remote was refused, by federation name: shown on its "unavailable" panel. */
const conflicts = new Map<string, string>()

export function sharedConflict (remote: string): string | undefined {
  return conflicts.get(remote)
}

export function clearSharedConflict (remote: string): void {
  conflicts.delete(remote)
}

/** Whether `version` satisfies a caret range `^X.Y.Z` (npm's rule: same major; for 0.x the same minor). */
export function satisfiesCaret (version: string, range: string): boolean {
  const parse = (text: string) => /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})/.exec(text)?.slice(1).map(Number)
  const have = parse(version)
  const want = range.startsWith('^') ? parse(range.slice(1)) : undefined
  if (!have || !want) return true // Not a caret range: the runtime's own check decides.
  if (have[0] !== want[0]) return false
  if (want[0] === 0) return have[1] === want[1] && have[2] >= want[2]
  return have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2])
}

/** A shared package as a remote's mf-manifest.json lists it. */
export interface SharedEntry {
  name?: string;
  requiredVersion?: string;
}

/**
 * Refuses a remote built against an incompatible major of a package the shell provides as a
 * singleton, from its manifest, before any of its code runs: its runtime would
 * only warn and take the shell's copy, or it would bring a second copy of the stores (auth,
 * category). Its page shows the "unavailable" panel naming the conflict instead.
 */
export function refuseIncompatible (remote: string, shared: SharedEntry[], provided: Record<string, { version: string }>): void {
  for (const entry of shared) {
    const mine = entry.name === undefined ? undefined : provided[entry.name]
    if (!mine || !entry.requiredVersion || satisfiesCaret(mine.version, entry.requiredVersion)) continue
    const reason = `${remote} was built for ${entry.name} ${entry.requiredVersion}, but this dashboard provides ${mine.version}.`
    conflicts.set(remote, reason)
    throw new Error(reason)
  }
  clearSharedConflict(remote)
}

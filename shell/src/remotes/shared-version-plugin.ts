import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/** Why a remote was refused, by federation name: shown on its "unavailable" panel. */
const conflicts = new Map<string, string>()

export function sharedConflict (remote: string): string | undefined {
  return conflicts.get(remote)
}

interface SharedEntry {
  name?: string;
  requiredVersion?: string;
}

/**
 * Refuses a remote built against an incompatible major of a package the shell provides as a
 * singleton, from its manifest, before any of its code is fetched: the runtime's singleton
 * resolution would only warn and hand it the shell's copy, or it would bring a second copy of the
 * stores (auth, category). Its page shows the "unavailable" panel naming the conflict instead.
 */
export function sharedVersionPlugin (provided: Record<string, { version: string }>): ModuleFederationRuntimePlugin {
  return {
    name: 'sitefleet-shared-version',
    loadRemoteSnapshot (args) {
      const manifest = args.manifestJson as { shared?: SharedEntry[] } | undefined
      const remote = args.moduleInfo.name
      for (const entry of manifest?.shared ?? []) {
        const mine = entry.name === undefined ? undefined : provided[entry.name]
        if (!mine || !entry.requiredVersion || satisfy(mine.version, entry.requiredVersion)) continue
        const reason = `${remote} was built for ${entry.name} ${entry.requiredVersion}, but this dashboard provides ${mine.version}.`
        conflicts.set(remote, reason)
        throw new Error(reason)
      }
      conflicts.delete(remote)
      return args
    },
  }
}

// Stands in for shell/src/remotes/provided-shared.ts in the reference single build: with no
// remotes there is nothing to provide, so the reference does not pay for whole shared packages.
export function providedShared (): Record<string, never> {
  return {}
}

// Domain names as registrars and the saved list spell them: lower case, no trailing dot.
export function normaliseName (value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '')
}

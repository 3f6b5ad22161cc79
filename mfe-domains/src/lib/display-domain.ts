/**
 * The name the server will store for what the operator typed (the api normalises the same way:
 * host of a pasted URL, lower case, IDN as punycode, no trailing dot), so a renamed card shows
 * what a reload would show. Input that is not a valid host name is returned trimmed; the server
 * refuses it anyway.
 */
export function displayDomain (input: string): string {
  const trimmed = input.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
  try {
    const host = new URL(withScheme).hostname.replace(/\.$/, '')
    return host || trimmed
  } catch {
    return trimmed
  }
}

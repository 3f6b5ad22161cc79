// The status code a domain gets when its page could not be fetched at all. The spec's own
// transport codes come from transportStatus() (NXDOMAIN 499, certificates 495/496/497, TLS
// handshake 525, connect timeout 526, response timeout 408). The failures the spec has no code
// for get the code of its table that tells an operator the most, so
// each one shows as an error with a meaning instead of "Unknown".
import { transportStatus } from '../../../platform/outbound'

export function failureStatus (code: string): number {
  const spec = transportStatus(code)
  if (spec !== null) return spec
  switch (code) {
    // The name does not resolve (SERVFAIL, lookup timeout): to a visitor the domain is as gone as
    // with NXDOMAIN, and an expired domain whose name servers stopped answering looks like this.
    case 'DNS_ERROR': return 499
    // Nothing listens on the web ports: the service is not available.
    case 'ECONNREFUSED': return 503
    // No route to the origin: what Cloudflare reports when it cannot reach an origin server.
    case 'EHOSTUNREACH': return 522
    // A redirect chain that never lands; the table's redirect meaning, and not 200, so listed.
    case 'TOO_MANY_REDIRECTS': return 302
    // It resolves to (or redirects into) a private network: we refuse to go there.
    case 'SSRF_BLOCKED': return 403
    // It redirects to something that is not a web URL.
    case 'INVALID_URL': return 400
    // The connection dropped mid-answer, or the answer could not be read (ECONNRESET,
    // BAD_RESPONSE, anything else): what a gateway reports for a broken upstream.
    default: return 502
  }
}

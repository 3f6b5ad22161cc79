// One error type for every outbound failure, with a stable `code` that checks store and map to
// the spec's status codes, and a `reason` phrase people can read ("its TLS certificate has expired").
export type TransportCode =
  | 'INVALID_URL' | 'SSRF_BLOCKED' | 'NXDOMAIN' | 'DNS_ERROR'
  | 'CONNECT_TIMEOUT' | 'RESPONSE_TIMEOUT' | 'ECONNREFUSED' | 'ECONNRESET' | 'EHOSTUNREACH'
  | 'TLS_HANDSHAKE_FAILED' | 'TOO_MANY_REDIRECTS' | 'BAD_RESPONSE' | 'REQUEST_FAILED'

/** Transport codes plus OpenSSL's certificate verification codes, kept as they are. */
export type OutboundErrorCode = TransportCode | CertErrorCode

// Node's certificate verification failures (X509_V_ERR_* names plus the host-name check).
const CERT_CODES = [
  'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE', 'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY', 'CERT_SIGNATURE_FAILURE',
  'CERT_NOT_YET_VALID', 'ERROR_IN_CERT_NOT_BEFORE_FIELD', 'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'CERT_CHAIN_TOO_LONG', 'CERT_REVOKED', 'INVALID_CA', 'PATH_LENGTH_EXCEEDED', 'INVALID_PURPOSE',
  'CERT_UNTRUSTED', 'CERT_REJECTED', 'HOSTNAME_MISMATCH', 'ERR_TLS_CERT_ALTNAME_INVALID'
] as const
export type CertErrorCode = typeof CERT_CODES[number]
const CERT_CODE_SET: ReadonlySet<string> = new Set(CERT_CODES)

export function isCertErrorCode (code: string): code is CertErrorCode {
  return CERT_CODE_SET.has(code)
}

export interface OutboundErrorInit {
  /** The URL being fetched when it failed (after redirects). */
  url?: string
  /** For SSRF_BLOCKED: the refused address. */
  address?: string
  /** The low-level error code (e.g. ERR_SSL_WRONG_VERSION_NUMBER), when it differs from `code`. */
  detail?: string
  cause?: unknown
}

export class OutboundError extends Error {
  readonly code: OutboundErrorCode
  /** Why, without the host: "the domain does not exist (NXDOMAIN)". */
  readonly reason: string
  readonly url?: string
  readonly address?: string
  readonly detail?: string

  constructor (code: OutboundErrorCode, reason: string, init: OutboundErrorInit = {}) {
    super(init.url !== undefined ? `${hostOf(init.url)}: ${reason}` : reason, { cause: init.cause })
    this.name = 'OutboundError'
    this.code = code
    this.reason = reason
    this.url = init.url
    this.address = init.address
    this.detail = init.detail
  }
}

function hostOf (url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

const CERT_REASONS: Partial<Record<CertErrorCode, string>> = {
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate chain contains a self-signed certificate',
  CERT_NOT_YET_VALID: 'its TLS certificate is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for a different host name',
  HOSTNAME_MISMATCH: 'its TLS certificate is for a different host name'
}

/** Turns whatever undici, node:net, node:tls or node:dns threw into an OutboundError. */
export function toOutboundError (err: unknown, url: string): OutboundError {
  if (err instanceof OutboundError) return err
  const e = (err ?? {}) as { code?: unknown, name?: unknown, message?: unknown }
  const code = typeof e.code === 'string' ? e.code : ''
  const message = typeof e.message === 'string' ? e.message : String(err)
  const init = { url, cause: err, detail: code || undefined }
  if (isCertErrorCode(code)) {
    return new OutboundError(code, `${CERT_REASONS[code] ?? 'its TLS certificate could not be verified'} (${code})`, init)
  }
  if (code === 'ENOTFOUND' || code === 'ENODATA') return new OutboundError('NXDOMAIN', 'the domain does not exist (NXDOMAIN)', init)
  if (code === 'EAI_AGAIN' || code === 'ESERVFAIL' || code === 'ETIMEOUT') {
    return new OutboundError('DNS_ERROR', `its DNS lookup failed (${code})`, init)
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return new OutboundError('CONNECT_TIMEOUT', 'the connection timed out', init)
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || e.name === 'TimeoutError') {
    return new OutboundError('RESPONSE_TIMEOUT', 'the server took too long to answer', init)
  }
  if (code.startsWith('ERR_SSL_') || code === 'EPROTO' || /before secure TLS connection/.test(message)) {
    return new OutboundError('TLS_HANDSHAKE_FAILED', `the TLS handshake failed (${code || 'ECONNRESET'})`, init)
  }
  if (code === 'ECONNREFUSED') return new OutboundError('ECONNREFUSED', 'the connection was refused (ECONNREFUSED)', init)
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') {
    return new OutboundError('ECONNRESET', 'the connection was closed unexpectedly (ECONNRESET)', init)
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return new OutboundError('EHOSTUNREACH', `the host is unreachable (${code})`, init)
  return new OutboundError('REQUEST_FAILED', `the request failed (${code || message})`, init)
}

/**
 * The spec's status code for a transport failure,
 * or null when the failure has no code of its own.
 */
export function transportStatus (code: string): number | null {
  switch (code) {
    case 'NXDOMAIN': return 499
    case 'CERT_HAS_EXPIRED': return 497
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN': return 495
    case 'TLS_HANDSHAKE_FAILED': return 525
    case 'CONNECT_TIMEOUT': return 526
    case 'RESPONSE_TIMEOUT': return 408
    default: return isCertErrorCode(code) ? 496 : null
  }
}

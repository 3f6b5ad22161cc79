/** HTTP (and checker-specific 49x/52x) status meanings, word for word as the product words them. */
export const STATUS_MEANINGS: Readonly<Record<number, string>> = {
  200: 'OK',
  301: 'Moved Permanently',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  410: 'Gone',
  429: 'Too Many Requests',
  495: 'SSL Certificate Error (Self-signed)',
  496: 'SSL Certificate Verification Error',
  497: 'SSL Certificate Expired',
  498: 'Domain Suspended',
  499: 'Expired domain / NXDOMAIN',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  522: 'Timeout b/w Cloudflare and origin server',
  525: 'SSL Handshake Failure',
  526: 'Connection Timeout',
  527: 'Railgun Error',
}

/** Meaning of a status code (number or numeric string); "Unknown" for anything else. */
export function statusMeaning (code: number | string | null | undefined): string {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code
  return typeof n === 'number' && Object.prototype.hasOwnProperty.call(STATUS_MEANINGS, n)
    ? STATUS_MEANINGS[n]
    : 'Unknown'
}

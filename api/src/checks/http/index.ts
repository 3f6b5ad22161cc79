// The outbound HTTP client for every check: see client.ts for the API.
export { DEFAULT_OUTBOUND_OPTIONS, HTML_ACCEPT, OutboundClient, parseHttpUrl } from './client'
export type { GetOptions, OutboundOptions, OutboundResponse, PostOptions } from './client'
export { isCertErrorCode, OutboundError, transportStatus } from './errors'
export type { OutboundErrorCode } from './errors'
export { systemLookup } from './guard'
export type { LookupAddress, LookupFn } from './guard'
export { isBlockedAddress } from './ip-ranges'

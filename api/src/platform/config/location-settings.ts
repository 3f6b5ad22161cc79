// Configuration of locations (environment → LocationSettings), kept beside the other
// settings so config.ts only calls loadLocationSettings(). A bad value throws ONE ConfigError
// naming the variable.
import { isIP } from 'node:net'
import { ConfigError } from '../errors'
import { boolean, type Env, integer, value } from './env'

export interface LocationSettings {
  /** The name of the place the api's worker and `npm run worker` processes check from (LOCATION_NAME). */
  name: string
  /** Every outbound connection of this process leaves from this local address (OUTBOUND_LOCAL_ADDRESS). */
  outboundLocalAddress?: string
  /** Other locations a failure is re-checked from (CONFIRM_LOCATIONS). */
  confirmLocations: number
  /** A probe silent this long is offline (PROBE_OFFLINE_SECONDS). */
  probeOfflineSeconds: number
  /** Check every site from every location each round (CHECK_FROM_ALL_LOCATIONS). */
  checkFromAll: boolean
}

export const DEFAULT_LOCATION_SETTINGS: LocationSettings = {
  name: 'home',
  confirmLocations: 2,
  probeOfflineSeconds: 120,
  checkFromAll: false
}

/** OUTBOUND_LOCAL_ADDRESS: one IP address of this machine, or unset. */
export function outboundLocalAddress (env: Env): string | undefined {
  const raw = value(env, 'OUTBOUND_LOCAL_ADDRESS')
  if (raw === undefined) return undefined
  if (isIP(raw) === 0) throw new ConfigError(`OUTBOUND_LOCAL_ADDRESS must be an IP address of this machine (got "${raw}")`)
  return raw
}

export function loadLocationSettings (env: Env): LocationSettings {
  const name = value(env, 'LOCATION_NAME') ?? DEFAULT_LOCATION_SETTINGS.name
  if (name.length > 64) throw new ConfigError(`LOCATION_NAME must be at most 64 characters (got ${name.length})`)
  const address = outboundLocalAddress(env)
  return {
    name,
    ...(address === undefined ? {} : { outboundLocalAddress: address }),
    confirmLocations: integer(env, 'CONFIRM_LOCATIONS', DEFAULT_LOCATION_SETTINGS.confirmLocations, 0, 20),
    probeOfflineSeconds: integer(env, 'PROBE_OFFLINE_SECONDS', DEFAULT_LOCATION_SETTINGS.probeOfflineSeconds, 2, 86400),
    checkFromAll: boolean(env, 'CHECK_FROM_ALL_LOCATIONS', DEFAULT_LOCATION_SETTINGS.checkFromAll)
  }
}

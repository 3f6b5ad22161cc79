// Configuration of a probe process (`npm run probe`): where Sitefleet is and the probe's
// token are all it needs; the rest tunes it. Same rule as config.ts: a bad value throws ONE
// ConfigError naming the variable.
import { ConfigError } from '../errors'
import { type ConnectToRule, parseConnectTo } from '../outbound/connect-to'
import { type Env, integer, url, value } from './env'
import { outboundLocalAddress } from './location-settings'

export interface ProbeSettings {
  /** Base URL of the Sitefleet api (SITEFLEET_URL). */
  sitefleetUrl: string
  /** The probe token an admin created on the Locations page (PROBE_TOKEN, `sfp_…`). */
  token: string
  /** Checks in flight at once (CHECK_CONCURRENCY). */
  concurrency: number
  /** Seconds between heartbeats (PROBE_HEARTBEAT_SECONDS); keep it well under the api's PROBE_OFFLINE_SECONDS. */
  heartbeatSeconds: number
  /** Every outbound connection, the api's included, leaves from this address (OUTBOUND_LOCAL_ADDRESS). */
  outboundLocalAddress?: string
  /** CONNECT_TO pins, as for the api. */
  connectTo: ConnectToRule[]
}

export function loadProbeSettings (env: Env = process.env): ProbeSettings {
  const sitefleetUrl = url(env, 'SITEFLEET_URL', ['http:', 'https:'], 'https://sitefleet.example.com')
  if (sitefleetUrl === undefined) throw new ConfigError('SITEFLEET_URL is required: the address of your Sitefleet (e.g. https://sitefleet.example.com)')
  const token = value(env, 'PROBE_TOKEN')
  if (token === undefined || !token.startsWith('sfp_')) throw new ConfigError('PROBE_TOKEN is required: the sfp_… token shown when the location was created on the Locations page')
  const address = outboundLocalAddress(env)
  return {
    sitefleetUrl: sitefleetUrl.endsWith('/') ? sitefleetUrl.slice(0, -1) : sitefleetUrl,
    token,
    concurrency: integer(env, 'CHECK_CONCURRENCY', 8, 1, 256),
    heartbeatSeconds: integer(env, 'PROBE_HEARTBEAT_SECONDS', 15, 1, 3600),
    ...(address === undefined ? {} : { outboundLocalAddress: address }),
    connectTo: parseConnectTo(env.CONNECT_TO)
  }
}

// Composition root of the configuration: the platform reads its own variables
// (platform/config/config.ts), each component that has settings of its own keeps their loader
// beside it, and this file adds them to AppConfig (declaration merging) and loads the whole, so
// platform/ names no component. A bad value still stops start-up with ONE message naming it.
import { type AlertSettings, loadAlertSettings } from './components/alerts'
import { type ChangeSettings, loadChangeSettings } from './components/changes'
import { type BingSettings, loadBingSettings } from './components/indexing'
import { loadRdapSettings, type RdapSettings } from './components/real-dates'
import { loadRegistrarSettings, type RegistrarSettings } from './components/registrars'
import { loadReputationSettings, type ReputationSettings } from './components/reputation'
import { loadSearchSettings, type SearchSettings } from './components/search'
import { type AppConfig, loadPlatformConfig } from './platform/config/config'
import type { Env } from './platform/config/env'

declare module './platform/config/config' {
  interface AppConfig {
    /** Bing index check: BING_PROVIDER, BING_REQUEST_INTERVAL_MS, BING_REQUEST_JITTER_MS. */
    bing: BingSettings
    /** RDAP domain lookups: RDAP_BASE_URL, RDAP_BOOTSTRAP_URL, RDAP_REQUEST_INTERVAL_MS. */
    rdap: RdapSettings
    /** Registrar sync: REGISTRAR_<NAME>_URL, REGISTRAR_<NAME>_INTERVAL_MS. */
    registrars: RegistrarSettings
    /** Alerting: ALERT_CONFIRM_SECONDS, ALERT_GROUP_MIN, ALERT_SELF_CHECK_PERCENT, TELEGRAM_API_URL. */
    alerts: AlertSettings
    /** Blocklists and unsafe-site flags: DNSBL_RESOLVER, SPAMHAUS_DQS_KEY, SURBL_ENABLED, URIBL_ENABLED, WEB_RISK_API_KEY or SAFE_BROWSING_API_KEY. */
    reputation: ReputationSettings
    /** Search visibility: GOOGLE_OAUTH_CLIENT_ID/_SECRET, SEARCH_*_URL, SEARCH_*_INTERVAL_MS, SEARCH_DROP_PERCENT, SEARCH_DROP_MIN_CLICKS. */
    search: SearchSettings
    /** Site changes (SEO, DNS, hosting, certificate): CHANGES_RETENTION_DAYS. */
    changes: ChangeSettings
  }
}

export type { AppConfig }

/** Every environment variable, read and validated once at start-up. */
export function loadConfig (env: Env = process.env, cwd = process.cwd()): AppConfig {
  return {
    ...loadPlatformConfig(env, cwd),
    bing: loadBingSettings(env),
    alerts: loadAlertSettings(env),
    rdap: loadRdapSettings(env),
    registrars: loadRegistrarSettings(env),
    reputation: loadReputationSettings(env),
    search: loadSearchSettings(env),
    changes: loadChangeSettings(env)
  }
}

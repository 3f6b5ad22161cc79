// Configuration of alerting (environment → AlertSettings), kept in the alerts component; the
// composition root api/src/configuration.ts adds it to the configuration. Same rule as
// platform/config/config.ts: a bad value throws ONE ConfigError naming the variable.
import { ConfigError } from '../../platform/errors'

export interface AlertSettings {
  /** A failing site is checked again after this long before it counts as down (ALERT_CONFIRM_SECONDS). */
  confirmSeconds: number
  /** This many sites down on one hosting server or account make one alert (ALERT_GROUP_MIN). */
  groupMin: number
  /** More than this share of checked sites failing at once means Sitefleet is offline (ALERT_SELF_CHECK_PERCENT). */
  selfCheckPercent: number
  /** Base URL of the Telegram Bot API (TELEGRAM_API_URL). */
  telegramApiUrl: string
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  confirmSeconds: 60,
  groupMin: 3,
  selfCheckPercent: 50,
  telegramApiUrl: 'https://api.telegram.org'
}

type Env = Record<string, string | undefined>

function whole (env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!(n >= min && n <= max)) throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  return n
}

function baseUrl (env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected something like ${fallback})`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must start with http:// or https:// (expected something like ${fallback})`)
  return raw.replace(/(?<!\/)\/+$/, '')
}

export function loadAlertSettings (env: Env): AlertSettings {
  return {
    confirmSeconds: whole(env, 'ALERT_CONFIRM_SECONDS', DEFAULT_ALERT_SETTINGS.confirmSeconds, 0, 3600),
    groupMin: whole(env, 'ALERT_GROUP_MIN', DEFAULT_ALERT_SETTINGS.groupMin, 2, 10000),
    selfCheckPercent: whole(env, 'ALERT_SELF_CHECK_PERCENT', DEFAULT_ALERT_SETTINGS.selfCheckPercent, 1, 100),
    telegramApiUrl: baseUrl(env, 'TELEGRAM_API_URL', DEFAULT_ALERT_SETTINGS.telegramApiUrl)
  }
}

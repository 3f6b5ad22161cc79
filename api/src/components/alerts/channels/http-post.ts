// One POST for the HTTP channels (webhook, Slack, Discord, Telegram): 2xx is delivered; anything
// else, or no answer, is a ChannelSendError the outbox retries (honouring Retry-After on 429).
import { OutboundError, parseRetryAfter } from '../../../platform/outbound'
import { type ChannelContext, ChannelSendError } from './channel-type'

/** A receiver gets this long to answer: a dead one never holds the others up for long. */
export const CHANNEL_TIMEOUT_MS = 10_000

function retryAfterMs (value: string | string[] | undefined): number | undefined {
  const ms = parseRetryAfter(value)
  return ms === undefined ? undefined : Math.max(0, ms)
}

/** `what` names the receiver in errors without its secret parts ("hooks.slack.com"). */
export async function postJson (url: string, body: unknown, what: string, ctx: ChannelContext, headers: Record<string, string> = {}): Promise<{ statusCode: number }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  try {
    const res = await ctx.client.post(url, raw, { headers, timeoutMs: CHANNEL_TIMEOUT_MS, maxBytes: 64 * 1024, signal: ctx.signal })
    if (res.status >= 200 && res.status < 300) return { statusCode: res.status }
    const detail = res.body.replace(/\s+/g, ' ').trim().slice(0, 200)
    throw new ChannelSendError(`${what} answered HTTP ${res.status}${detail === '' ? '' : `: ${detail}`}`, res.status, res.status === 429 ? retryAfterMs(res.headers['retry-after']) : undefined)
  } catch (err) {
    if (err instanceof OutboundError) throw new ChannelSendError(`${what} could not be reached: ${err.reason}`)
    throw err
  }
}

/** "https://hooks.slack.com/services/T0/B0/abcd1234" → "hooks.slack.com/…1234": enough to recognise it. */
export function maskedUrl (url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.host}/…${url.slice(-4)}`
  } catch {
    return '…'
  }
}

/** An http(s) URL, or a ChannelInputError-worthy message. */
export function httpUrlProblem (raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'must be a valid URL'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// or http://'
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password'
  return null
}

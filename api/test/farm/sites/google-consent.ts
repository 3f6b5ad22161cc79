// A fake of Google's consent page (accounts.google.com/o/oauth2/v2/auth) for a real browser:
// it checks the request the product built (a known client, a code grant with offline access
// to the read-only Search Console scope, a redirect URI and state), shows who is signed in and
// what is asked, and on Allow sends the browser to the redirect URI with a fresh code that the
// token fake (search-apis.ts) exchanges for that person's refresh token; on Cancel, with
// error=access_denied, as Google does.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { daysFromNow } from '../dated-certs'
import { type FarmSite, html, send } from '../kit'

const SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly'

export interface ConsentState {
  /** OAuth clients: id → secret. */
  clients: Map<string, string>
  /** Codes handed out: code → identity (the token fake takes them). */
  codes: Map<string, string>
  /** The Google user signed in to the browser; null: nobody (the page says so). */
  consentAs: string | null
}

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

async function formOf (req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function refuse (req: IncomingMessage, res: ServerResponse, error: string, detail: string): void {
  send(req, res, html('<title>Error</title>', `<h1>Access blocked: authorisation error</h1><p>Error 400: ${escape(error)}</p><p>${escape(detail)}</p>`), { status: 400 })
}

let issued = 0

export function googleConsentPage (state: ConsentState): FarmSite {
  return {
    host: 'accounts.google.com',
    schemes: ['https'],
    tls: { notAfter: daysFromNow(365) },
    handle: async (req, res) => {
      const url = new URL(req.url ?? '/', 'https://accounts.google.com')
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const q = url.searchParams
        const clientId = q.get('client_id') ?? ''
        const redirect = q.get('redirect_uri') ?? ''
        if (!state.clients.has(clientId)) return refuse(req, res, 'invalid_client', 'The OAuth client was not found.')
        if (q.get('response_type') !== 'code' || q.get('scope') !== SCOPE || q.get('access_type') !== 'offline' || !/^https?:\/\//.test(redirect)) {
          return refuse(req, res, 'invalid_request', 'Expected a code grant with offline access to the read-only Search Console scope and a redirect URI.')
        }
        if (state.consentAs === null) return send(req, res, html('<title>Sign in</title>', '<h1>Sign in</h1><p>Nobody is signed in to this browser.</p>'))
        const hidden = ['redirect_uri', 'state'].map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? '')}">`).join('')
        return send(req, res, html('<title>Sign in - Google Accounts</title>', [
          '<h1>Sitefleet wants to access your Google Account</h1>',
          `<p>${escape(state.consentAs)}</p>`,
          '<p>This will allow Sitefleet to: View Search Console data for your verified sites</p>',
          `<form method="post" action="/o/oauth2/approve">${hidden}`,
          '<button name="decision" value="deny">Cancel</button> <button name="decision" value="allow">Allow</button></form>'
        ].join('\n')))
      }
      if (req.method === 'POST' && url.pathname === '/o/oauth2/approve') {
        const form = await formOf(req)
        const back = new URL(form.get('redirect_uri') ?? '')
        back.searchParams.set('state', form.get('state') ?? '')
        if (form.get('decision') === 'allow' && state.consentAs !== null) {
          const code = `4/fake-consent-${++issued}`
          state.codes.set(code, state.consentAs)
          back.searchParams.set('code', code)
          back.searchParams.set('scope', SCOPE)
        } else {
          back.searchParams.set('error', 'access_denied')
        }
        res.writeHead(302, { location: back.href }).end()
        return
      }
      send(req, res, html('<title>Not found</title>', '<p>Not found</p>'), { status: 404 })
    }
  }
}

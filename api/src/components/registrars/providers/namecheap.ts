// Namecheap's XML API (https://www.namecheap.com/support/api/): every call is a GET of
// xml.response with ApiUser, ApiKey, UserName and ClientIp, the caller's address, which the
// account must have whitelisted. namecheap.domains.getList is paged (PageSize 100 at most,
// Paging/TotalItems), dates are MM/DD/YYYY; namecheap.users.getPricing gives the renewal price
// per TLD (ProductType DOMAIN, ActionName RENEW, one-year Price with its Currency).
// Errors come as <ApiResponse Status="ERROR"><Errors><Error Number="…">text</Error>.
import { domainName, flag, isoDay, type ListStep, type ProviderCall, RegistrarError, type RegistrarProvider, type TldPrice, toMinor } from './provider'
import { readXml, type XmlElement } from './xml'

export const NAMECHEAP_PAGE_SIZE = 100

/** Error numbers of the docs' "Global error codes" that mean the key or the address. */
const BAD_KEY = new Set(['1011102', '1010101', '1010102', '1010104', '1011104', '1011105', '1050900'])
const BAD_IP = new Set(['1011150', '1011151'])

function command (call: ProviderCall, name: string, extra: Record<string, string>): string {
  const { apiUser, apiKey, username, clientIp } = call.credentials
  const params = new URLSearchParams({ ApiUser: apiUser, ApiKey: apiKey, UserName: username, ClientIp: clientIp, Command: name, ...extra })
  return `${call.endpoint.url}?${params.toString()}`
}

async function send (call: ProviderCall, name: string, extra: Record<string, string>): Promise<XmlElement[]> {
  const res = await call.http.get(command(call, name, extra), { accept: 'application/xml, text/xml' })
  const doc = readXml(res.body)
  const root = doc.find((e) => e.name === 'ApiResponse')
  if (root === undefined) throw new RegistrarError('error', `Namecheap answered HTTP ${res.status} without an ApiResponse`)
  if (root.attrs.Status !== 'OK') {
    const error = doc.find((e) => e.name === 'Error')
    const number = error?.attrs.Number ?? ''
    const text = error?.text ?? 'unknown error'
    if (BAD_IP.has(number) || /\bIP\b/i.test(text)) {
      throw new RegistrarError('ip-not-whitelisted', `Namecheap refused the request: ${text}. Whitelist this server's address (${call.credentials.clientIp}) under Profile → Tools → API Access.`)
    }
    if (/too many requests/i.test(text)) throw new RegistrarError('rate-limited', `Namecheap: ${text}`)
    if (BAD_KEY.has(number) || /api ?key|api access|username/i.test(text)) throw new RegistrarError('bad-key', `Namecheap refused the API key: ${text} (error ${number})`)
    throw new RegistrarError('error', `Namecheap error ${number}: ${text}`)
  }
  return doc
}

export class NamecheapProvider implements RegistrarProvider {
  readonly name = 'namecheap'
  readonly credentialFields = ['apiUser', 'apiKey', 'username', 'clientIp'] as const

  async list (call: ProviderCall, cursor: string | null): Promise<ListStep> {
    const page = cursor === null ? 1 : Number(cursor)
    const doc = await send(call, 'namecheap.domains.getList', { PageSize: String(NAMECHEAP_PAGE_SIZE), Page: String(page), SortBy: 'NAME' })
    const domains = doc.filter((e) => e.name === 'Domain' && e.path.includes('DomainGetListResult')).flatMap((e) => {
      const name = domainName(e.attrs.Name)
      if (name === null) return []
      return [{
        domain: name,
        expiresOn: isoDay(e.attrs.Expires),
        createdOn: isoDay(e.attrs.Created),
        autoRenew: flag(e.attrs.AutoRenew),
        locked: flag(e.attrs.IsLocked),
        privacy: flag(e.attrs.WhoisGuard),
        // getList does not give them (namecheap.domains.dns.getList per domain would).
        nameservers: null
      }]
    })
    const totalText = doc.find((e) => e.name === 'TotalItems')?.text
    const total = totalText === undefined || !/^\d+$/.test(totalText) ? null : Number(totalText)
    const more = total === null ? domains.length === NAMECHEAP_PAGE_SIZE : page * NAMECHEAP_PAGE_SIZE < total
    return { domains, next: more && domains.length > 0 ? String(page + 1) : null, total }
  }

  async prices (call: ProviderCall): Promise<TldPrice[]> {
    const doc = await send(call, 'namecheap.users.getPricing', { ProductType: 'DOMAIN', ActionName: 'RENEW' })
    const out: TldPrice[] = []
    for (const price of doc.filter((e) => e.name === 'Price')) {
      if (price.attrs.Duration !== '1' || (price.attrs.DurationType ?? 'YEAR').toUpperCase() !== 'YEAR') continue
      const category = price.parents.find((p) => p.name === 'ProductCategory')
      if (category !== undefined && category.attrs.Name.toLowerCase() !== 'renew') continue
      const product = [...price.parents].reverse().find((p) => p.name === 'Product')
      const minor = toMinor(price.attrs.YourPrice ?? price.attrs.Price)
      if (product === undefined || minor === null) continue
      out.push({ tld: product.attrs.Name.toLowerCase(), renewMinor: minor, currency: (price.attrs.Currency ?? 'USD').toUpperCase() })
    }
    return out
  }
}

// Sites whose certificates carry chosen dates, signed when the farm first serves them
// (dated-certs.ts), so "5 days left" is 5 days from whenever the test runs.
import { daysFromNow } from '../dated-certs'
import { type FarmSite, html, pages } from '../kit'

const page = (title: string): FarmSite['handle'] => pages({ '/': html(`<title>${title}</title>`, `<h1>${title}</h1>`) })

export const CERTIFICATE_SITES: FarmSite[] = [
  // A valid certificate with 5 days left: on the Certificates screen, a 7-day alert.
  { host: 'cert-5-days.farm.test', tls: { notAfter: daysFromNow(5) }, handle: page('Five days') },
  // 20 days left: listed (within 30), no alert yet (thresholds 14, 7, 1).
  { host: 'cert-20-days.farm.test', tls: { notAfter: daysFromNow(20) }, handle: page('Twenty days') },
  // Expired 3 days ago: the site is down (497) and the certificate is still recorded.
  { host: 'cert-expired.farm.test', tls: { notAfter: daysFromNow(-3) }, handle: page('Expired') },
  // Valid for a year, but for other names: a name mismatch.
  { host: 'cert-mismatch.farm.test', tls: { notAfter: daysFromNow(365), names: ['elsewhere.farm.example'] }, handle: page('Mismatch') },
  // A year left: not listed.
  { host: 'cert-year.farm.test', tls: { notAfter: daysFromNow(365) }, handle: page('A year') }
]

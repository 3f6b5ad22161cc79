// Run as its own process with TZ set (a test's process.env is a copy, so TZ cannot change inside
// jest): reads the dates given as JSON arguments the way the product does, and prints what it read.
import { parseDomainAnswer } from '../../src/components/real-dates/jobs/parse-domain'
import { isoDay as registrarDay } from '../../src/components/registrars/providers/provider'
import { dayOfDateTime, daysUntil } from '../../src/platform/lib/calendar'

const rdapExpiry = (eventDate: string): string | null =>
  parseDomainAnswer({ objectClassName: 'domain', ldhName: 'example.com', events: [{ eventAction: 'expiration', eventDate }] }).expiryDate

const [rdap, registrar, plain, until] = JSON.parse(process.argv[2]) as [string[], string[], string[], Array<[string, string]>]
process.stdout.write(JSON.stringify({
  offsetMinutes: new Date('2026-12-10T12:00:00Z').getTimezoneOffset(),
  rdap: rdap.map(rdapExpiry),
  registrar: registrar.map(registrarDay),
  plain: plain.map(dayOfDateTime),
  until: until.map(([day, now]) => daysUntil(day, new Date(now)))
}))

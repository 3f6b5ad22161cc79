import { formatIsoDate, type ScrapedDomainData } from '@sitefleet/shared'
import { ExpirySourceMark } from '../../../components/expiry-source-mark'
import { None, Row, textList } from './details-parts'
import { RegistrarRows } from './registrar-rows'

/**
 * The real dates of a domain in its details: expiry (the registry's, the registrar's or estimated),
 * the registrar, what the registrar account says and the registry statuses, the TLS certificate the status check saw, the DNS records.
 */
export function RealDateRows ({ data }: { data: ScrapedDomainData }) {
  const dns = data.dns
  const cert = data.certificate
  const statuses = Array.isArray(data.registryStatus) ? data.registryStatus : []
  return (
    <>
      <Row label='Expiry Date'>
        {data.expiryDate
          ? (
            <>
              {formatIsoDate(data.expiryDate) || data.expiryDate}
              <ExpirySourceMark source={data.expirySource} mismatch={data.expiryMismatch === true} />
            </>
            )
          : <None />}
      </Row>
      <Row label='Registrar'>{data.registrar ? data.registrar : <None />}</Row>
      <RegistrarRows info={data.registrarAccount} />
      <Row label='Registry Status'>{textList(statuses)}</Row>
      <Row label='Certificate'>
        {cert
          ? `${cert.issuer}, valid until ${formatIsoDate(cert.validTo)} (${cert.daysLeft > 0 ? `${cert.daysLeft} day(s) remaining` : 'expired'})`
          : <None />}
      </Row>
      <Row label='DNS'>
        {dns
          ? (
            <ul className='dm-details__dns'>
              <li>A: {dns.a.join(', ') || '—'}</li>
              <li>AAAA: {dns.aaaa.join(', ') || '—'}</li>
              <li>NS: {dns.ns.join(', ') || '—'}</li>
              <li>MX: {dns.mx.join(', ') || '—'}</li>
            </ul>
            )
          : <None />}
      </Row>
    </>
  )
}

import { formatMoney, type ScrapedDomainData } from '@sitefleet/shared'
import { providerName } from '../../../lib/provider-name'
import { None, Row } from './details-parts'

const onOff = (value: boolean | null) => (value === null ? <None /> : value ? 'On' : <span className='dm-off'>Off</span>)

/**
 * What the registrar account says about a domain (issue 25): which account holds it,
 * auto-renew, transfer lock and the renewal price of its TLD. Nothing when no synced account has it.
 */
export function RegistrarRows ({ info }: { info: ScrapedDomainData['registrarAccount'] | undefined }) {
  if (!info) return null
  return (
    <>
      <Row label='Registrar Account'>{`${info.accountName} (${providerName(info.provider)})`}</Row>
      <Row label='Auto-Renew'>{onOff(info.autoRenew)}</Row>
      <Row label='Transfer Lock'>{onOff(info.locked)}</Row>
      <Row label='Renewal Price'>{info.renewal ? formatMoney(info.renewal) : <None />}</Row>
    </>
  )
}

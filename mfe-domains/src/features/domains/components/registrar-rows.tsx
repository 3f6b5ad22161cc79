import { type DomainRecord, formatMoney, registrarProviderName, type ScrapedDomainData } from '@sitefleet/shared'
import { None, Row } from './details-parts'

const onOff = (value: boolean | null) => (value === null ? <None /> : value ? 'On' : <span className='dm-off'>Off</span>)

/**
 * What the registrar account says about a domain: which account holds it,
 * auto-renew, transfer lock and the renewal price of its TLD. Nothing when no synced account has it.
 */
export function RegistrarRows ({ info }: { info: ScrapedDomainData['registrarAccount'] | undefined }) {
  if (!info) return null
  return (
    <>
      <Row label='Registrar Account'>{accountLabel(info)}</Row>
      <Row label='Auto-Renew'>{onOff(info.autoRenew)}</Row>
      <Row label='Transfer Lock'>{onOff(info.locked)}</Row>
      <Row label='Renewal Price'>{info.renewal ? formatMoney(info.renewal) : <None />}</Row>
    </>
  )
}

const accountLabel = (info: { accountName: string, provider: string }) => `${info.accountName} (${registrarProviderName(info.provider)})`

/**
 * The same facts on one line of a collapsed domain card (the list row's registrarAccount): the
 * account, a badge for auto-renew or transfer lock off (unknown is not "off"), the renewal price.
 */
export function RegistrarLine ({ info }: { info: DomainRecord['registrarAccount'] }) {
  if (!info) return null
  return (
    <p className='dm-card__registrar' aria-label='Registrar'>
      <span>{accountLabel(info)}</span>
      {info.autoRenew === false && <span className='dm-warn-badge'>auto-renew off</span>}
      {info.locked === false && <span className='dm-warn-badge'>lock off</span>}
      {info.renewal && <span>renews at {formatMoney(info.renewal)}</span>}
    </p>
  )
}

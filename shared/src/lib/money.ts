import type { RegistrarMoney } from '../types/api-contract.generated'

/** An amount in a currency's major unit (10.98 USD), as the api sends costs. */
type MoneyAmount = RegistrarMoney

function formatOne ({ currency, amount }: MoneyAmount, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    // A code Intl does not know is still shown, with the amount to two places.
    return `${amount.toFixed(2)} ${currency}`
  }
}

/**
 * A cost that may span currencies, one amount per currency ("$21.96 + €8.50"): amounts in
 * different currencies are never added together. No amounts: "—".
 */
export function formatMoney (cost: readonly MoneyAmount[] | MoneyAmount | null | undefined, locale?: string): string {
  const list = cost == null ? [] : Array.isArray(cost) ? cost : [cost as MoneyAmount]
  const shown = [...list].filter((m) => Number.isFinite(m.amount)).sort((a, b) => a.currency.localeCompare(b.currency))
  return shown.length === 0 ? '—' : shown.map((m) => formatOne(m, locale)).join(' + ')
}

import type { RegistrarProvider } from '../types/registrars'

/** Each registrar as it writes its own name. */
export const REGISTRAR_PROVIDER_LABELS: Record<RegistrarProvider, string> = {
  namecheap: 'Namecheap',
  godaddy: 'GoDaddy',
  porkbun: 'Porkbun',
  namesilo: 'NameSilo',
}

/** A registrar's name as it writes it ("GoDaddy"); an unknown one as sent; none: "—". */
export function registrarProviderName (provider: string | null | undefined): string {
  if (!provider) return '—'
  return REGISTRAR_PROVIDER_LABELS[provider as RegistrarProvider] ?? provider
}

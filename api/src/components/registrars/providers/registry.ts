// THE list of registrar providers: one class each behind RegistrarProvider (provider.ts).
import type { RegistrarProviderName } from '../tables'
import { GoDaddyProvider } from './godaddy'
import { NamecheapProvider } from './namecheap'
import { NameSiloProvider } from './namesilo'
import { PorkbunProvider } from './porkbun'
import type { RegistrarProvider } from './provider'

export const PROVIDERS: ReadonlyMap<RegistrarProviderName, RegistrarProvider> = new Map<RegistrarProviderName, RegistrarProvider>([
  ['namecheap', new NamecheapProvider()],
  ['godaddy', new GoDaddyProvider()],
  ['porkbun', new PorkbunProvider()],
  ['namesilo', new NameSiloProvider()]
])

export function providerOf (name: RegistrarProviderName): RegistrarProvider {
  const provider = PROVIDERS.get(name)
  if (provider === undefined) throw new Error(`Unknown registrar provider "${name}"`)
  return provider
}

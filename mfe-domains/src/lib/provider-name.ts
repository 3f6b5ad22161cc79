const NAMES: Record<string, string> = { namecheap: 'Namecheap', godaddy: 'GoDaddy', porkbun: 'Porkbun', namesilo: 'NameSilo' }

/** A registrar's name as it writes it ("GoDaddy"); an unknown one as sent. */
export const providerName = (provider: string | null | undefined) => (provider ? NAMES[provider] ?? provider : '—')

// Tables of the dates read from the registry, certificates and DNS.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see platform/db/schema.ts).

/** The leaf certificate of the domain's latest TLS handshake (migration 050). */
export interface DomainCertificatesTable {
  domain_id: string
  valid_to: string
  issuer: string
  /** JSON array of DNS names. */
  names: string
  name_mismatch: number
  error: string | null
  checked_at: string
}

/** The registry's RDAP answer for the domain (migration 050). */
export interface DomainRegistryTable {
  domain_id: string
  expiry_date: string | null
  registration_date: string | null
  last_changed: string | null
  registrar: string | null
  /** JSON arrays. */
  statuses: string
  nameservers: string
  server: string | null
  error: string | null
  checked_at: string
}

/** The domain's DNS records from the daily DNS check (migration 050); JSON arrays. */
export interface DomainDnsTable {
  domain_id: string
  a: string
  aaaa: string
  ns: string
  mx: string
  error: string | null
  checked_at: string
}

/** This component's tables, composed into the Database type by api/src/tables.ts. */
export interface RealDatesDatabase {
  domain_certificates: DomainCertificatesTable
  domain_registry: DomainRegistryTable
  domain_dns: DomainDnsTable
}

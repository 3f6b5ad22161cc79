import type { CertificateItem } from '@sitefleet/shared'

/** A row of `GET /{scope}/certificates` as the screen reads it (owner aside). */
export type CertificateRow = Omit<CertificateItem, 'owner'>

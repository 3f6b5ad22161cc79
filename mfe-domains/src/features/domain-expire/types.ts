import type { ReminderDomain as ApiReminderDomain } from '@sitefleet/shared'

/** The expiry contract (`GET /{scope}/expiring`), as read defensively. Dates are `YYYY-MM-DD` or ISO-8601. */
export interface ReminderDomain {
  domain: string;
  note: string;
  issueDate: string | null;
  /** The registry's expiry (RDAP) when known, else issue date + 1 year; computed by the server. */
  expiryDate: string | null;
  /** Where expiryDate comes from (the registrar's when one holds it). */
  expirySource: ApiReminderDomain['expirySource'];
  /** The registry's and the registrar's dates are more than a day apart. */
  expiryMismatch: ApiReminderDomain['expiryMismatch'];
  /** Auto-renew as the registrar account says; null when unknown or no account holds it. */
  autoRenew: NonNullable<ApiReminderDomain['registrarAccount']>['autoRenew'];
  /** The registry's status values ("redemption period", "client transfer prohibited"…). */
  registryStatus: string[];
}

/** A domain expiring within the next 10 days (decided by the server). */
export interface ExpiringDomain extends ReminderDomain {
  /** Days until expiry, rounded up by the server (0..10); null when it did not send it. */
  daysLeft: number | null;
}

export interface ExpiringAnswer {
  expiring: ExpiringDomain[];
  /** Already expired: to remove from hosting. */
  reminder: ReminderDomain[];
}

import { DOMAIN_TERM_YEARS } from '../config/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses a Date, epoch ms or date string; `yyyy-mm-dd` is read as UTC midnight. Invalid → null. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Same calendar day `years` later (UTC); 29 Feb rolls to 1 Mar like the server's date maths. */
export function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** Expiry of a domain = issue date + 1 year (spec §3/§9); null when the issue date is missing or invalid. */
export function expiryDate(issueDate: Date | string | number | null | undefined): Date | null {
  const issued = toDate(issueDate);
  return issued ? addYears(issued, DOMAIN_TERM_YEARS) : null;
}

/** Whole days left until `target`, rounded up (spec §9): 1.2 days → 2, already past → 0 or less. */
export function daysRemaining(target: Date | string | number | null | undefined, now: Date | number = Date.now()): number | null {
  const t = toDate(target);
  if (!t) return null;
  const from = typeof now === 'number' ? now : now.getTime();
  return Math.ceil((t.getTime() - from) / DAY_MS);
}

/** `yyyy-mm-dd` (the product's date input format, spec §9), in UTC; '' for a missing date. */
export function formatIsoDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? d.toISOString().slice(0, 10) : '';
}

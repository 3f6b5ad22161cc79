import { daysRemaining, expiryDate, formatIsoDate } from '@sitefleet/shared';
import type { ExpiringDomain, ReminderDomain } from '../types';

/** Expiry from the server, else issue date + 1 year (spec §3). */
export function expiryOf(row: ReminderDomain): string {
  return formatIsoDate(row.expiryDate) || formatIsoDate(expiryDate(row.issueDate));
}

/** Whole days left, rounded up (spec §9): the server's daysLeft, else computed from the expiry. */
export function daysLeftOf(row: ExpiringDomain): number | null {
  if (row.daysLeft !== null) return Math.ceil(row.daysLeft);
  return daysRemaining(row.expiryDate ?? expiryDate(row.issueDate));
}

export function DomainCell({ row }: { row: ReminderDomain }) {
  return (
    <td>
      <strong>{row.domain}</strong>
      {row.note && <span className="dm-table__note">{row.note}</span>}
    </td>
  );
}

export interface ExpiringTableProps {
  labelledBy: string;
  rows: ExpiringDomain[];
  isTicked(domain: string): boolean;
  onToggle(domain: string, ticked: boolean): void;
  disabled: boolean;
}

/** Renew checkbox, Domain (note beneath), Issue Date, Expiry Date, Status in days remaining. */
export function ExpiringTable({ labelledBy, rows, isTicked, onToggle, disabled }: ExpiringTableProps) {
  return (
    <div className="dm-table-wrap">
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Renew</th>
            <th scope="col">Domain</th>
            <th scope="col">Issue Date</th>
            <th scope="col">Expiry Date</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const days = daysLeftOf(row);
            return (
              <tr key={row.domain}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Renew ${row.domain}`}
                    checked={isTicked(row.domain)}
                    disabled={disabled}
                    onChange={(e) => onToggle(row.domain, e.target.checked)}
                  />
                </td>
                <DomainCell row={row} />
                <td>{formatIsoDate(row.issueDate) || '—'}</td>
                <td>{expiryOf(row) || '—'}</td>
                <td className={days !== null && days <= 3 ? 'dm-days--soon' : undefined}>
                  {days === null ? '—' : `${Math.max(days, 0)} day(s) remaining`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { addYears, daysRemaining, expiryDate, formatIsoDate, toDate } from './dates';

describe('dates', () => {
  it('expiry is the issue date plus one year', () => {
    expect(formatIsoDate(expiryDate('2024-03-15'))).toBe('2025-03-15');
    expect(formatIsoDate(expiryDate('2023-12-31T10:00:00.000Z'))).toBe('2024-12-31');
    expect(expiryDate('')).toBeNull();
    expect(expiryDate('not a date')).toBeNull();
    expect(expiryDate(null)).toBeNull();
  });

  it('a leap day rolls to 1 March', () => {
    expect(formatIsoDate(addYears(new Date('2024-02-29T00:00:00Z'), 1))).toBe('2025-03-01');
  });

  it('days remaining are rounded up', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(daysRemaining('2025-01-02T12:00:00Z', now)).toBe(1);
    expect(daysRemaining('2025-01-02T13:00:00Z', now)).toBe(2); // 1 day and 1 hour
    expect(daysRemaining('2025-01-01T12:00:01Z', now)).toBe(1); // one second left still counts as a day
    expect(daysRemaining('2025-01-11T00:00:00Z', now)).toBe(10);
    expect(daysRemaining('2024-12-31T12:00:00Z', now)).toBe(-1);
    expect(daysRemaining(undefined, now)).toBeNull();
  });

  it('formats yyyy-mm-dd and parses safely', () => {
    expect(formatIsoDate('2025-07-04T23:00:00Z')).toBe('2025-07-04');
    expect(formatIsoDate(null)).toBe('');
    expect(toDate('garbage')).toBeNull();
  });
});

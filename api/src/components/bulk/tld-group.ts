// The TLD group of the domain list's filter, for bulk actions' `filter.tld`: the last
// label, or the last two when the name has more than two labels and the last is 3 characters or
// fewer (shop.example.co.uk → co.uk). The screens use shared/src/lib/tld.ts; the api cannot
// import the front end's package, so api/test/bulk.test.ts checks that both agree.
export function tldGroup (domain: string): string {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.').filter(Boolean)
  if (labels.length === 0) return ''
  const last = labels[labels.length - 1]
  if (labels.length > 2 && last.length <= 3) return `${labels[labels.length - 2]}.${last}`
  return last
}

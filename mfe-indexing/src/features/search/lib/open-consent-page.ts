/** Leaves Sitefleet for Google's consent page; Google sends the browser back with ?searchConnect=. */
export function openConsentPage (url: string): void {
  window.location.assign(url)
}

// Replace with your Sitefleet's address and a personal API token; this page's origin must be in
// Sitefleet's EMBED_ORIGINS.
window.SITEFLEET_EMBED = window.SITEFLEET_EMBED || {
  baseUrl: 'https://fleet.example.com',
  token: 'sft_replace_me',
}

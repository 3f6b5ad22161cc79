// Replace with your Sitefleet's address and a personal API token. This page's origin must be in
// Sitefleet's EMBED_ORIGINS, or the browser refuses to show the frame.
window.SITEFLEET_EMBED = window.SITEFLEET_EMBED || {
  baseUrl: 'https://fleet.example.com',
  token: 'sft_replace_me',
}

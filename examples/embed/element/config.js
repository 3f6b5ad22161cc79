// Replace with your Sitefleet's address and personal API tokens (Settings → API tokens; a read
// token for a wall screen). This page's origin must be listed in Sitefleet's EMBED_ORIGINS.
window.SITEFLEET_EMBED = window.SITEFLEET_EMBED || {
  baseUrl: 'https://fleet.example.com',
  token: 'sft_replace_me',
  // Another team's token: its panel shows that team's domains, beside the first.
  secondToken: 'sft_replace_me_too',
}

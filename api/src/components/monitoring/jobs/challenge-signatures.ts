// Data: how bot protection looks when it stops an automated visit. Affiliate networks and
// casino brands sit behind Cloudflare, Akamai, Imperva, DataDome and friends; their challenge
// pages say nothing about whether the link works for a person, so such an answer is "blocked,
// not broken" and never listed. Markers are matched case-insensitively in the
// raw markup (scripts and attributes carry the telling names), headers by exact value.

/** Substrings of a challenge or block page's markup. */
export const CHALLENGE_MARKERS: readonly string[] = [
  // Cloudflare: the interstitial, its block page, and the challenge script paths and tokens.
  '<title>just a moment...</title>',
  'attention required! | cloudflare',
  '/cdn-cgi/challenge-platform/',
  'cf-chl',
  'cf_chl_',
  'cf-browser-verification',
  'checking your browser before accessing',
  // CAPTCHA widgets in place of the page.
  'g-recaptcha',
  'h-captcha',
  'hcaptcha.com/1/api.js',
  'challenges.cloudflare.com/turnstile',
  // PerimeterX / HUMAN, DataDome, Imperva (Incapsula), Distil, Sucuri, DDoS-Guard, AWS WAF.
  'px-captcha',
  'captcha-delivery.com',
  '_incapsula_resource',
  'pardon our interruption',
  'sucuri website firewall',
  'ddos-guard',
  'awswaf.com',
  // Akamai's bare block page.
  '<title>access denied</title>'
]

/** Response headers that announce a challenge outright. */
export const CHALLENGE_HEADERS: Readonly<Record<string, string>> = {
  'cf-mitigated': 'challenge'
}

/** True when a response is a bot-protection challenge or block page. */
export function isChallenge (body: string, headers: Record<string, string | string[]>): boolean {
  for (const [name, value] of Object.entries(CHALLENGE_HEADERS)) {
    const got = headers[name]
    if ((Array.isArray(got) ? got : [got]).some((v) => v?.toLowerCase() === value)) return true
  }
  const markup = body.slice(0, 256 * 1024).toLowerCase()
  return CHALLENGE_MARKERS.some((marker) => markup.includes(marker))
}

// The acknowledge link's pages: plain HTML with no script, every text escaped (an incident's
// title carries scraped names).
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function ackPage (title: string, lines: string[], form?: { action: string, button: string }): string {
  const body = lines.map((l) => `<p>${escape(l)}</p>`).join('\n')
  const button = form === undefined ? '' : `<form method="post" action="${escape(form.action)}"><button type="submit">${escape(form.button)}</button></form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Sitefleet</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1.25rem}</style>
</head><body><h1>${escape(title)}</h1>
${body}
${button}
</body></html>`
}

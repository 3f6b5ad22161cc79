// Frame embedding: /embed/<page path> shows one panel; its token is posted to the frame once it
// says it is listening, to Sitefleet's origin only, and never put in the frame's URL.
(function embedSitefleetFrame () {
  const { baseUrl, token } = window.SITEFLEET_EMBED
  const sitefleet = new URL(baseUrl).origin
  const frame = document.getElementById('panel')
  window.addEventListener('message', (event) => {
    if (event.origin !== sitefleet || event.source !== frame.contentWindow) return
    if (event.data && event.data.type === 'sitefleet:embed-ready') {
      frame.contentWindow.postMessage({ type: 'sitefleet:embed-token', token }, sitefleet)
    }
  })
  frame.src = `${baseUrl}/embed/domain-errors/natural`
})()

// Script embedding on a page with no framework: load Sitefleet's /embed.js first (the remotes'
// remoteEntry.js carries no federation runtime of its own: /embed.js provides it), then a
// remote's container, initialise it with an empty share scope (it then uses its own React), and
// mount() pages into elements, each with its own API settings.
(async function embedSitefleetPanels () {
  const { baseUrl, token } = window.SITEFLEET_EMBED
  const api = { baseUrl, token }

  function loadScript (src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`Could not load ${src}`))
      document.head.append(script)
    })
  }

  async function container (dir, name) {
    await loadScript(`${baseUrl}/remotes/${dir}/remoteEntry.js`)
    const remote = window[name]
    await remote.init({})
    return (await remote.get('./mount'))().mount
  }

  try {
    await loadScript(`${baseUrl}/embed.js`)
    const mount = await container('mfe-domains', 'mfe_domains')
    mount(document.getElementById('errors'), { page: 'DomainErrorsPage', path: '/domain-errors/natural', layout: 'user', api })
    mount(document.getElementById('domains'), { page: 'DomainListPage', path: '/domains/', layout: 'user', api })
  } catch (error) {
    // The remote's script itself did not load: Sitefleet is down or the address is wrong.
    document.body.append(Object.assign(document.createElement('p'), { role: 'alert', textContent: `Sitefleet panels could not be loaded from ${baseUrl}: ${error.message}` }))
  }
})()

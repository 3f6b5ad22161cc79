// Async boundary (ARCHITECTURE §2): shared singletons are negotiated before any app code runs.
// What the first screen needs loads side by side, not one after another: the remote map (asked
// for first thing), the app's chunks and, once the map is read, the current route's remote page
// (preload-route.ts). The app starts when the remotes are registered, so routes can load them as
// soon as they render.
const remoteMap = fetch('/remotes.json', { cache: 'no-cache' })
const app = import('./bootstrap')
const remotes = Promise.all([import('./remotes/register-remotes'), import('./remotes/preload-route')]).then(
  async ([{ registerRemotesFromManifest }, { preloadRoute }]) => {
    await registerRemotesFromManifest(remoteMap)
    void preloadRoute(window.location.pathname)
  }
)
Promise.all([app, remotes.catch(() => undefined)]).then(([{ start }]) => start())

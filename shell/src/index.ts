// Async boundary: nothing but this file is in the entry chunk. The shell's own
// code needs no federation (it provides the shared packages, it consumes none), so the login
// screen loads the app and nothing else. With a stored session the dashboard is next: the remote
// map (asked for first thing), the remote loader and the current route's remote page
// (remotes/preload-route-page.ts) then load side by side with the app's chunks, not one after another.
// 'token' is STORAGE_KEYS.token.
if (localStorage.getItem('token')) {
  const remoteMap = fetch('/remotes.json', { cache: 'no-cache' })
  void import(/* webpackChunkName: "federation" */ './remotes/federation').then(async ({ startFederation, preloadRoute }) => {
    await startFederation(remoteMap)
    await preloadRoute(window.location.pathname)
  }).catch((error: unknown) => console.warn('Could not start Module Federation; remote pages will retry', error))
}
void import('./bootstrap').then(({ start }) => start())

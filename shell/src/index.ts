// Async boundary (ARCHITECTURE §2): shared singletons are negotiated before any app code runs.
// The remote map is read first so routes can load remotes as soon as they render.
import('./remotes/register-remotes')
  .then(({ registerRemotesFromManifest }) => registerRemotesFromManifest())
  .finally(() => import('./bootstrap'));

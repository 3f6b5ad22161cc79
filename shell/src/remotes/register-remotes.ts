import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@sitefleet/shared';
import { DEFAULT_REMOTES, registerRemote } from './remote-registry';
import { fallbackPlugin } from './fallback-plugin';

function isRemoteMap(value: unknown): value is RemotesManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(([key, url]) => key in DEFAULT_REMOTES && typeof url === 'string')
  );
}

/**
 * Reads remotes.json at start-up so a remote can move or be redeployed without rebuilding the shell.
 * If the file is missing or malformed the defaults still let the product start.
 */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<void> {
  registerPlugins([fallbackPlugin()]);
  let configured: RemotesManifest = {};
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    const body: unknown = response.ok ? await response.json() : {};
    if (isRemoteMap(body)) configured = body;
    else console.warn('remotes.json is not a map of remote name to URL; using the defaults');
  } catch (error) {
    console.warn('Could not read remotes.json; using the defaults', error);
  }
  const remotes = { ...DEFAULT_REMOTES, ...configured };
  for (const name of Object.keys(remotes) as RemoteName[]) registerRemote(name, remotes[name]!);
}

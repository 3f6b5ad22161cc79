// The product's version (api/package.json), read once: a probe reports it with each heartbeat and
// the home location's row carries it, so the Locations screen shows which versions are running.
import fs from 'node:fs'
import path from 'node:path'

function read (): string {
  // api/src/platform/lib (jest, tsx) and api/dist/platform/lib are both three levels below api/.
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version?: unknown }
    return typeof pkg.version === 'string' ? pkg.version : 'unknown'
  } catch {
    return 'unknown'
  }
}

export const PRODUCT_VERSION = read()

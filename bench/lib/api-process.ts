// The api as its own process for api-at-scale, so its peak RSS is the api's alone (not the
// seeding's nor the load generator's). It runs the compiled api (api/dist, what `npm start`
// runs), not the TypeScript sources through tsx, whose compiler would weigh on the figures.
// Config comes as JSON in BENCH_API_CONFIG.
import type { buildApp as BuildApp } from '../../api/src/app'
import type { AppConfig } from '../../api/src/config'
import { answerRss } from './child'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { buildApp } = require('../../api/dist/app') as { buildApp: typeof BuildApp }

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const app = buildApp(config, { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  answerRss()
  process.on('SIGTERM', () => { void app.close().then(() => process.exit(0)) })
  const address = app.server.address()
  process.send?.({ ready: { port: typeof address === 'object' && address !== null ? address.port : 0 } })
}

void main()

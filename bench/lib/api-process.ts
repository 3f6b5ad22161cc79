// The api as its own process for api-at-scale, so its peak RSS is the api's alone (not the
// seeding's nor the load generator's). Config comes as JSON in BENCH_API_CONFIG.
import { buildApp } from '../../api/src/app'
import type { AppConfig } from '../../api/src/config'
import { answerRss } from './child'

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

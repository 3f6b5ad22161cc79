// Process entry point: validate config, build the app, listen, and shut down
// cleanly (stop accepting, finish requests, close the database) on signals.
import { buildApp } from './app'
import { type AppConfig, loadConfig } from './configuration'
import { claimSqliteWriter, type WriterLock } from './platform/db/writer-lock'
import { ConfigError } from './platform/errors'

async function main (): Promise<void> {
  let config: AppConfig
  let writer: WriterLock | undefined
  try {
    config = loadConfig()
    if (config.databaseUrl === undefined) writer = claimSqliteWriter(config.dataDir)
  } catch (err) {
    if (err instanceof ConfigError) {
      // One line an operator can act on; a stack trace would only bury it.
      process.stderr.write(`Configuration error: ${err.message}\n`)
      process.exit(1)
    }
    throw err
  }

  const app = buildApp(config)
  let closing = false
  const shutdown = (signal: string): void => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Requests in flight finish and the worker hands its leased checks back (app.close); a stuck
    // connection must not keep the process alive past SHUTDOWN_SECONDS.
    const timer = setTimeout(() => {
      app.log.error({ shutdownSeconds: config.ops.shutdownSeconds }, 'graceful shutdown timed out, exiting')
      process.exit(1)
    }, config.ops.shutdownSeconds * 1000)
    timer.unref()
    app.close().then(() => {
      writer?.release()
      app.log.info('stopped')
      process.exit(0)
    }, (err: unknown) => {
      app.log.error({ err }, 'error while shutting down')
      process.exit(1)
    })
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (err) {
    app.log.fatal({ err }, 'could not start')
    await app.close().catch(() => {})
    process.exit(1)
  }
}

void main()

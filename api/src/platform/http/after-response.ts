// `app.afterResponse(task)`: work a route does once its answer has gone out, so the answer's
// timing cannot reveal what the work found (request-reset-code answers the same, as fast, for
// registered and unknown e-mails, then issues and mails the code). Failures are logged; closing
// the app waits for tasks still running, so none is cut off by a shutdown.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface AfterResponse {
  (name: string, task: () => Promise<void>): void
  /** Resolves when no task is running (tests wait for the mail a task sends). */
  idle: () => Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse
  }
}

export default fp(async function afterResponse (app: FastifyInstance) {
  const running = new Set<Promise<void>>()
  const run = (name: string, task: () => Promise<void>): void => {
    const promise: Promise<void> = task()
      .catch((err: unknown) => { app.log.error({ err }, `${name} failed after its answer`) })
      .finally(() => running.delete(promise))
    running.add(promise)
  }
  const idle = async (): Promise<void> => {
    while (running.size > 0) await Promise.allSettled([...running])
  }
  app.decorate('afterResponse', Object.assign(run, { idle }))
  // preClose: before the database and the mailer close.
  app.addHook('preClose', async () => { await idle() })
}, { name: 'after-response' })

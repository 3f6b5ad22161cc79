// One writing process per SQLite file: with an api running, a second api or a `npm run worker` on
// its data folder refuses to start and says to use DATABASE_URL. The claim dies with its process:
// after a kill -9 the next api starts at once. Real processes on a real SQLite file.
import { type EntryProcess, kill, listeningAt, spawnEntry } from './helpers/api-process'
import { tempDir } from './helpers/test-app'

const REFUSAL = /one SQLite file takes one writing process.*set DATABASE_URL \(PostgreSQL\)/

describe('one writer per SQLite file', () => {
  const running: EntryProcess[] = []
  const start = (entry: 'server.ts' | 'worker.ts', dataDir: string): EntryProcess => {
    // WORKER_ENABLED=false: nothing is due anyway, and no check may reach out.
    const p = spawnEntry(entry, { DATA_DIR: dataDir, WORKER_ENABLED: 'false', CONNECT_TO: ':443:127.0.0.1:9,:80:127.0.0.1:9' })
    running.push(p)
    return p
  }
  afterEach(async () => {
    for (const p of running) kill(p)
    await Promise.all(running.splice(0).map(async (p) => await p.exited))
  })

  test('a second api and a worker on the same file are refused; another data folder is not', async () => {
    const dataDir = tempDir()
    const first = start('server.ts', dataDir)
    const url = await listeningAt(first)

    const second = start('server.ts', dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(REFUSAL)
    expect(second.output()).not.toMatch(/^ {4}at /m) // one line, no stack

    const worker = start('worker.ts', dataDir)
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toMatch(REFUSAL)

    // The first api never noticed.
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    // An api of another folder is its own writer.
    await listeningAt(start('server.ts', tempDir()))
  }, 300_000)

  test('the claim dies with its process: after kill -9 the next api starts', async () => {
    const dataDir = tempDir()
    const first = start('server.ts', dataDir)
    await listeningAt(first)
    kill(first, 'SIGKILL')
    await first.exited
    const next = start('server.ts', dataDir)
    const url = await listeningAt(next)
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    // And a worker started after a clean stop of the api is the file's writer in turn.
    kill(next, 'SIGTERM')
    expect(await next.exited).toBe(0)
    const worker = start('worker.ts', dataDir)
    for (;;) {
      if (worker.output().includes('"msg":"worker started"')) break
      if (worker.child.exitCode !== null) throw new Error(worker.output())
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }, 300_000)
})

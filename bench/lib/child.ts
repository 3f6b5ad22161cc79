// Child processes (the web farm, the api under load) run TypeScript through tsx and talk over IPC:
// each sends one { ready: ... } message when it listens; the parent may ask it for its peak RSS.
import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'

export const REPO = path.join(__dirname, '..', '..')

export interface Child<T> {
  proc: ChildProcess
  ready: T
  /** Peak resident set size of the child so far, in bytes. */
  peakRss: () => Promise<number>
  stop: () => Promise<void>
}

export async function startChild<T> (file: string, env: Record<string, string>, execArgv: string[] = []): Promise<Child<T>> {
  const proc = fork(file, [], { cwd: REPO, execArgv: ['--import', 'tsx', ...execArgv], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const ready = await new Promise<T>((resolve, reject) => {
    proc.once('error', reject)
    proc.once('exit', (code) => reject(new Error(`${path.basename(file)} exited (${String(code)}) before it was ready`)))
    proc.on('message', (m: any) => { if (m?.ready !== undefined) resolve(m.ready as T) })
  })
  proc.removeAllListeners('exit')
  return {
    proc,
    ready,
    peakRss: async () => await new Promise<number>((resolve) => {
      const on = (m: any): void => { if (typeof m?.maxRss === 'number') { proc.off('message', on); resolve(m.maxRss) } }
      proc.on('message', on)
      proc.send({ ask: 'maxRss' })
    }),
    stop: async () => {
      if (proc.exitCode !== null) return
      const exited = new Promise((resolve) => proc.once('exit', resolve))
      proc.kill('SIGTERM')
      await exited
    }
  }
}

/** In a child: answer the parent's peak-RSS question (resourceUsage().maxRSS is in KiB). */
export function answerRss (): void {
  process.on('message', (m: any) => {
    if (m?.ask === 'maxRss') process.send?.({ maxRss: process.resourceUsage().maxRSS * 1024 })
  })
}

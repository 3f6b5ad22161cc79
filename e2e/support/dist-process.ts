import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/** A built entry point of the api (`api/dist/<script>`) run as a user runs it, its output kept for failure messages. */
export class DistProcess {
  private child?: ChildProcess
  private output = ''

  constructor (private readonly repoRoot: string, private readonly script: string) {}

  start (env: NodeJS.ProcessEnv): void {
    this.child = spawn(process.execPath, [path.join(this.repoRoot, 'api', 'dist', this.script)], { cwd: this.repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    this.child.stdout?.on('data', (chunk) => (this.output += chunk))
    this.child.stderr?.on('data', (chunk) => (this.output += chunk))
  }

  /** Whether it has exited (or never started). */
  get exited (): boolean {
    return this.child?.exitCode !== null
  }

  logs (): string {
    return this.output
  }

  /** SIGTERM, and SIGKILL when it has not exited within 10 s. */
  async stop (): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}

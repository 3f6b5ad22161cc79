// The operator commands (npm run backup, restore, rotate-secrets) as real processes: their
// api/src/<name>.ts with tsx as node's loader (the code dist/<name>.js is built from), with only
// the environment a test gives them.
import { spawn } from 'node:child_process'
import path from 'node:path'

const API_DIR = path.resolve(__dirname, '..', '..')

export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

export async function runCli (name: 'backup' | 'restore' | 'rotate-secrets', args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', `${name}.ts`), ...args], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString() })
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, stdout, stderr }
}

/** DATABASE_URL for a child process on `schema` of the tests' PostgreSQL database. */
export function databaseUrlIn (databaseUrl: string, schema: string): string {
  return `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
}

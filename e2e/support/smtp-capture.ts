import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server for the product to send its mail to; the tests read the codes out of it.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = []
  private readonly waiters: Array<() => void> = []
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        this.messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw })
        this.waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })

  port = 0

  async start (): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()))
    this.port = (this.server.server.address() as AddressInfo).port
    return `smtp://127.0.0.1:${this.port}`
  }

  stop (): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  /** The 6-digit code of the newest mail to `email` that arrived after `after` mails were seen. */
  async waitForCode (email: string, after = 0, timeoutMs = 15000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mails = this.messages.slice(after).filter((m) => m.to.includes(email.toLowerCase()))
      const code = mails.length ? extractCode(mails[mails.length - 1].raw) : null
      if (code) return code
      if (Date.now() > deadline) throw new Error(`No code mailed to ${email} within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 250)
      })
    }
  }

  countFor (email: string): number {
    return this.messages.filter((m) => m.to.includes(email.toLowerCase())).length
  }
}

/** Finds the first standalone 6-digit number in the message body (after the headers). */
export function extractCode (raw: string): string | null {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n').replace(/=\r?\n/g, '')
  const match = body.match(/(?<!\d)(\d{6})(?!\d)/)
  return match ? match[1] : null
}

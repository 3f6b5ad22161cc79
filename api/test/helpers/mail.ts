// A real SMTP server for tests (smtp-server): the app sends its codes over
// SMTP exactly as in production and the test reads them from the raw message.
// Reusable by e2e: start it, point SMTP_URL at `capture.url`, read codes with
// `capture.codeFor(email)`.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  from: string
  to: string[]
  subject: string
  text: string
  raw: string
}

export interface SmtpCapture {
  url: string
  messages: CapturedMail[]
  /** Messages addressed to this e-mail, oldest first. */
  mailsTo: (email: string) => CapturedMail[]
  /** The 6-digit code of the newest message to this e-mail (throws when there is none). */
  codeFor: (email: string) => string
  /** Resolves once `count` messages to this e-mail have arrived (mail sent after an answer). */
  waitForMail: (email: string, count: number, timeoutMs?: number) => Promise<CapturedMail[]>
  close: () => Promise<void>
}

export interface SmtpCaptureOptions {
  /**
   * Hold every message: the server has read it but does not acknowledge it until `release()`,
   * so a sender waiting for the acknowledgement waits too.
   */
  hold?: boolean
}

export interface HeldSmtpCapture extends SmtpCapture {
  /** Acknowledges held messages, and every later one at once. */
  release: () => void
}

function decodeQuotedPrintable (input: string): string {
  const bytes = Buffer.from(input.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
  return bytes.toString('utf8')
}

function decodeBody (body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64': return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable': return decodeQuotedPrintable(body)
    default: return body
  }
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in headers such as Subject. */
function decodeHeader (value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')))
}

function splitMessage (raw: string): { headers: Map<string, string>, body: string } {
  const end = raw.search(/\r?\n\r?\n/)
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** Minimal MIME reading: enough for nodemailer's plain-text (optionally multipart) messages. */
export function parseRawMail (raw: string): { subject: string, text: string } {
  const { headers, body } = splitMessage(raw)
  const subject = decodeHeader(headers.get('subject') ?? '')
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary === undefined) return { subject, text: decodeBody(body, headers.get('content-transfer-encoding')) }
  for (const part of body.split(`--${boundary}`)) {
    const parsed = splitMessage(part.replace(/^\r?\n/, ''))
    if ((parsed.headers.get('content-type') ?? '').startsWith('text/plain')) {
      return { subject, text: decodeBody(parsed.body, parsed.headers.get('content-transfer-encoding')) }
    }
  }
  return { subject, text: '' }
}

/** The first 6-digit number in the subject, else in the text. */
export function extractCode (mail: { subject: string, text: string }): string | undefined {
  return /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1]
}

export async function startSmtpCapture (options: SmtpCaptureOptions = {}): Promise<HeldSmtpCapture> {
  const messages: CapturedMail[] = []
  let release: () => void = () => {}
  const released = options.hold === true ? new Promise<void>((resolve) => { release = resolve }) : Promise.resolve()
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no STARTTLS (nodemailer would reject the self-signed cert).
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData (stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const { subject, text } = parseRawMail(raw)
        // Stored before acknowledging, so the mail is here when the API call returns.
        messages.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          raw
        })
        void released.then(() => callback())
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  const mailsTo = (email: string): CapturedMail[] => messages.filter((m) => m.to.includes(email.toLowerCase()))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo,
    codeFor (email) {
      const mail = mailsTo(email).at(-1)
      const code = mail === undefined ? undefined : extractCode(mail)
      if (code === undefined) throw new Error(`no code mailed to ${email} (${messages.length} message(s) captured)`)
      return code
    },
    async waitForMail (email, count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (mailsTo(email).length < count) {
        if (Date.now() > deadline) throw new Error(`${count} message(s) to ${email} expected, ${mailsTo(email).length} arrived`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return mailsTo(email)
    },
    release: () => release(),
    close: async () => {
      release()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

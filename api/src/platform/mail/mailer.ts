// Outgoing mail. With SMTP_URL: nodemailer over SMTP. Without it: the message
// is logged and written to DATA_DIR/outbox/ so a fresh install (no mail server
// yet) can still read its login code and sign in.
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /** Rejects when the message could not be handed over; callers decide what to tell the user. */
  send: (message: MailMessage) => Promise<void>
  close: () => void
}

interface MailLog {
  info: (obj: object, msg: string) => void
}

export interface MailerOptions {
  smtpUrl?: string
  mailFrom: string
  dataDir: string
  /** SMTP connections leave from this local address (OUTBOUND_LOCAL_ADDRESS). */
  localAddress?: string
}

export function createMailer (options: MailerOptions, log: MailLog): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom, options.localAddress) : outboxMailer(options, log)
}

function smtpMailer (url: string, from: string, localAddress?: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    ...(localAddress === undefined ? {} : { localAddress }),
    // Fail fast (the login screen is waiting) instead of nodemailer's 2-minute defaults.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000
  })
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close()
  }
}

function outboxMailer (options: MailerOptions, log: MailLog): Mailer {
  const outbox = path.join(options.dataDir, 'outbox')
  return {
    send: async (message) => {
      const date = new Date().toISOString()
      // File names: no ':' (Windows) and nothing from the address that could escape the folder.
      const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_')
      const file = path.join(outbox, `${date.replace(/:/g, '-')}-${safeTo}.txt`)
      const body = [
        `From: ${options.mailFrom}`,
        `To: ${message.to}`,
        `Date: ${date}`,
        `Subject: ${message.subject}`,
        '',
        message.text,
        ''
      ].join('\n')
      await fs.mkdir(outbox, { recursive: true })
      await fs.writeFile(file, body, { mode: 0o600 })
      log.info({ to: message.to, subject: message.subject, text: message.text, file },
        'SMTP_URL is not set: mail written to the outbox instead of being sent')
    },
    close: () => {}
  }
}

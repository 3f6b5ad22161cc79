// Farm certificates with chosen dates: a certificate that expires in 5 days must
// expire in 5 days from whenever the test runs, so it cannot be a committed file. The farm signs
// such leaves at run time with the runtime CA (certs/runtime-ca.*, trusted through ca.crt).
// @peculiar/x509 does the X.509 work on node:crypto's WebCrypto: maintained, pure TypeScript,
// and already in the tree; node:crypto alone cannot issue certificates.
import { webcrypto, type webcrypto as WebCrypto } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import tls from 'node:tls'
import * as x509 from '@peculiar/x509'
import { instantIn, TEST_START } from './start-time'

// node:crypto's WebCrypto is the standard one; its type is named differently per TS lib.
x509.cryptoProvider.set(webcrypto as never)

export interface DatedCert {
  /** When the certificate stops being valid. */
  notAfter: Date
  /** The DNS names it covers; default the site's host (other names: a name mismatch). */
  names?: string[]
}

const DAY_MS = 24 * 60 * 60 * 1000
const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }
const CERTS_DIR = path.join(__dirname, 'certs')

/** `days` from the tests' start (negative: before it), for DatedCert.notAfter. */
export const daysFromNow = instantIn

let ca: Promise<{ cert: x509.X509Certificate, key: WebCrypto.CryptoKey }> | undefined
async function runtimeCa (): Promise<{ cert: x509.X509Certificate, key: WebCrypto.CryptoKey }> {
  ca ??= (async () => {
    const pem = fs.readFileSync(path.join(CERTS_DIR, 'runtime-ca.key'), 'utf8')
    const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64')
    const key = await webcrypto.subtle.importKey('pkcs8', der, ALG, false, ['sign'])
    return { cert: new x509.X509Certificate(fs.readFileSync(path.join(CERTS_DIR, 'runtime-ca.crt'), 'utf8')), key }
  })()
  return await ca
}

/** A TLS context serving a fresh leaf for `host` signed by the runtime CA with the chosen dates. */
export async function datedContext (host: string, dated: DatedCert): Promise<tls.SecureContext> {
  const issuer = await runtimeCa()
  const keys = await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])
  const names = dated.names ?? [host]
  const notBefore = new Date(Math.min(dated.notAfter.getTime(), Date.parse(TEST_START), Date.now()) - 90 * DAY_MS)
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: webcrypto.getRandomValues(new Uint8Array(8)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '7f'),
    subject: `CN=${names[0]}`,
    issuer: issuer.cert.subject,
    notBefore,
    notAfter: dated.notAfter,
    signingAlgorithm: ALG,
    publicKey: keys.publicKey,
    signingKey: issuer.key,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
      await x509.AuthorityKeyIdentifierExtension.create(issuer.cert)
    ]
  })
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64')
  const keyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`
  return tls.createSecureContext({ key: keyPem, cert: cert.toString('pem') })
}

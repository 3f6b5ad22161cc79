// A-record questions to the one resolver DNSBL_RESOLVER names, with dns-packet: over UDP, and
// again over TCP when the answer comes back truncated. The lists refuse queries that reach them
// through public resolvers, so these never go to the system's resolver.
import dgram from 'node:dgram'
import net from 'node:net'
import { randomInt } from 'node:crypto'
import * as packet from 'dns-packet'

export interface ResolverAddress { host: string, port: number }

/** What a list said: its A answers ([] for NXDOMAIN, i.e. not listed). */
export type ListAnswer = string[]

const TIMEOUT_MS = 5000
/** A TCP answer larger than this is not a blocklist's (they answer a few A records). */
const MAX_TCP_BYTES = 64 * 1024

export class DnsblError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'DnsblError'
  }
}

function question (name: string, id: number): Buffer {
  return packet.encode({ type: 'query', id, flags: packet.RECURSION_DESIRED, questions: [{ type: 'A', name, class: 'IN' }] })
}

function answersOf (reply: packet.Packet, name: string): ListAnswer | 'truncated' {
  const flags = reply.flags ?? 0
  if ((flags & packet.TRUNCATED_RESPONSE) !== 0) return 'truncated'
  const rcode = (reply as { rcode?: string }).rcode ?? 'NOERROR'
  if (rcode === 'NXDOMAIN') return []
  if (rcode !== 'NOERROR') throw new DnsblError(`The resolver answered ${rcode} for ${name}`)
  return (reply.answers ?? []).flatMap((a) => (a.type === 'A' && typeof a.data === 'string' ? [a.data] : []))
}

function overUdp (name: string, to: ResolverAddress, signal: AbortSignal): Promise<packet.Packet> {
  return new Promise((resolve, reject) => {
    const id = randomInt(65536)
    const socket = dgram.createSocket(net.isIPv6(to.host) ? 'udp6' : 'udp4')
    const done = (err: Error | null, reply?: packet.Packet): void => {
      clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      socket.close()
      if (err !== null) reject(err)
      else resolve(reply as packet.Packet)
    }
    const onAbort = (): void => { done(new DnsblError('The blocklist query was cancelled')) }
    const timer = setTimeout(() => { done(new DnsblError(`No answer from DNSBL_RESOLVER ${to.host}:${to.port} within ${TIMEOUT_MS / 1000} s`)) }, TIMEOUT_MS)
    signal.addEventListener('abort', onAbort, { once: true })
    socket.on('error', (err) => { done(new DnsblError(`DNSBL_RESOLVER ${to.host}:${to.port}: ${err.message}`)) })
    socket.on('message', (msg) => {
      try {
        const reply = packet.decode(msg)
        if (reply.id === id) done(null, reply)
      } catch { /* not an answer to us: keep waiting */ }
    })
    socket.send(question(name, id), to.port, to.host)
  })
}

function overTcp (name: string, to: ResolverAddress, signal: AbortSignal): Promise<packet.Packet> {
  return new Promise((resolve, reject) => {
    const id = randomInt(65536)
    const socket = net.connect({ host: to.host, port: to.port })
    let buffered = Buffer.alloc(0)
    const done = (err: Error | null, reply?: packet.Packet): void => {
      clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      socket.destroy()
      if (err !== null) reject(err)
      else resolve(reply as packet.Packet)
    }
    const onAbort = (): void => { done(new DnsblError('The blocklist query was cancelled')) }
    const timer = setTimeout(() => { done(new DnsblError(`No TCP answer from DNSBL_RESOLVER ${to.host}:${to.port} within ${TIMEOUT_MS / 1000} s`)) }, TIMEOUT_MS)
    signal.addEventListener('abort', onAbort, { once: true })
    socket.on('error', (err) => { done(new DnsblError(`DNSBL_RESOLVER ${to.host}:${to.port} over TCP: ${err.message}`)) })
    socket.on('connect', () => { socket.write(packet.streamEncode({ type: 'query', id, flags: packet.RECURSION_DESIRED, questions: [{ type: 'A', name, class: 'IN' }] })) })
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk])
      if (buffered.length > MAX_TCP_BYTES) { done(new DnsblError('The resolver sent an oversized TCP answer')); return }
      if (buffered.length < 2 || buffered.length < 2 + buffered.readUInt16BE(0)) return
      try {
        done(null, packet.streamDecode(buffered))
      } catch (err) {
        done(new DnsblError(`Unreadable TCP answer: ${(err as Error).message}`))
      }
    })
  })
}

/** The A answers for `name`; [] when it does not exist. Throws DnsblError when the resolver fails. */
export async function queryList (name: string, to: ResolverAddress, signal: AbortSignal): Promise<ListAnswer> {
  const udp = answersOf(await overUdp(name, to, signal), name)
  if (udp !== 'truncated') return udp
  const tcp = answersOf(await overTcp(name, to, signal), name)
  if (tcp === 'truncated') throw new DnsblError(`The resolver truncated its TCP answer for ${name}`)
  return tcp
}

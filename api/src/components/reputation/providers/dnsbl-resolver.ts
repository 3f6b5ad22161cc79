// A-record questions to the one resolver DNSBL_RESOLVER names, with dns-packet: over UDP, and
// again over TCP when the answer comes back truncated. A UDP answer can be lost on the way: the
// question is asked again (a shorter wait first, a longer one next), then over TCP, which
// retransmits on its own; each new try takes a turn of the list's rate (`beforeRetry`), so the
// retries never ask a list faster than it allows. Only when every try went unanswered is the
// lookup an error (retried at a later run). The lists refuse queries that reach them through
// public resolvers, so these never go to the system's resolver.
import dgram from 'node:dgram'
import net from 'node:net'
import { randomInt } from 'node:crypto'
import * as packet from 'dns-packet'

export interface ResolverAddress { host: string, port: number }

/** What a list said: its A answers ([] for NXDOMAIN, i.e. not listed). */
export type ListAnswer = string[]

/** The wait for each UDP try's answer: a lost one costs a short wait, a slow resolver gets a longer one. */
const UDP_TIMEOUTS_MS = [1500, 3000]
/** The last try, over TCP: a connection retransmits what is lost, so one try is enough. */
const TCP_TIMEOUT_MS = 5000
/** A TCP answer larger than this is not a blocklist's (they answer a few A records). */
const MAX_TCP_BYTES = 64 * 1024

export class DnsblError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'DnsblError'
  }
}

/** No answer within the wait: the one failure that is worth asking again at once. */
class DnsblTimeout extends DnsblError {}

export interface QueryOptions {
  signal: AbortSignal
  /** Awaited before each new try after an unanswered one (the list's next turn). */
  beforeRetry: () => Promise<void>
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

function overUdp (name: string, to: ResolverAddress, signal: AbortSignal, timeoutMs: number): Promise<packet.Packet> {
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
    const timer = setTimeout(() => { done(new DnsblTimeout(`No answer from DNSBL_RESOLVER ${to.host}:${to.port} within ${timeoutMs / 1000} s`)) }, timeoutMs)
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

function overTcp (name: string, to: ResolverAddress, signal: AbortSignal, timeoutMs: number): Promise<packet.Packet> {
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
    const timer = setTimeout(() => { done(new DnsblTimeout(`No TCP answer from DNSBL_RESOLVER ${to.host}:${to.port} within ${timeoutMs / 1000} s`)) }, timeoutMs)
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

/**
 * The A answers for `name`; [] when it does not exist. Throws DnsblError when the resolver fails
 * or none of the tries (UDP_TIMEOUTS_MS over UDP, then one over TCP) was answered.
 */
export async function queryList (name: string, to: ResolverAddress, options: QueryOptions): Promise<ListAnswer> {
  const { signal } = options
  for (const [attempt, timeoutMs] of UDP_TIMEOUTS_MS.entries()) {
    if (attempt > 0) await options.beforeRetry()
    let reply: packet.Packet
    try {
      reply = await overUdp(name, to, signal, timeoutMs)
    } catch (err) {
      if (err instanceof DnsblTimeout) continue
      throw err
    }
    const udp = answersOf(reply, name)
    if (udp !== 'truncated') return udp
    // Truncated: the resolver has the answer and says so; asking it over TCP is the same question.
    return tcpAnswers(name, await overTcp(name, to, signal, TCP_TIMEOUT_MS))
  }
  await options.beforeRetry()
  try {
    return tcpAnswers(name, await overTcp(name, to, signal, TCP_TIMEOUT_MS))
  } catch (err) {
    if (!(err instanceof DnsblTimeout)) throw err
    throw new DnsblError(`No answer from DNSBL_RESOLVER ${to.host}:${to.port} for ${name} after ${UDP_TIMEOUTS_MS.length + 1} tries (${UDP_TIMEOUTS_MS.length} over UDP, 1 over TCP)`)
  }
}

function tcpAnswers (name: string, reply: packet.Packet): ListAnswer {
  const tcp = answersOf(reply, name)
  if (tcp === 'truncated') throw new DnsblError(`The resolver truncated its TCP answer for ${name}`)
  return tcp
}

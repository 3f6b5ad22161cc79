// A fake DNS blocklist resolver on loopback, over UDP and TCP on one port, built with dns-packet
// like the product's client: names in `answers` answer their A records, every other name is
// NXDOMAIN (not listed). A name in `truncate` is answered truncated over UDP, so the client must
// ask again over TCP. Every question is counted, so a test can tell one query from many.
import dgram from 'node:dgram'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import * as packet from 'dns-packet'

export interface FakeDnsbl {
  port: number
  /** What each name answers now (tests change it: a delisting is a removed name). */
  answers: Map<string, string[]>
  truncate: Set<string>
  /** Every question asked, in order, with the transport it came over. */
  asked: Array<{ name: string, over: 'udp' | 'tcp', at: number }>
  close: () => Promise<void>
}

function reply (query: packet.Packet, answers: ReadonlyMap<string, string[]>, truncated: boolean): packet.Packet {
  const q = query.questions?.[0]
  const name = q?.name.toLowerCase() ?? ''
  const found = answers.get(name)
  return {
    type: 'response',
    id: query.id,
    flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (truncated ? packet.TRUNCATED_RESPONSE : 0) | (found === undefined ? 3 : 0),
    questions: query.questions,
    answers: truncated || found === undefined ? [] : found.map((data) => ({ type: 'A' as const, name: q?.name ?? '', ttl: 60, class: 'IN' as const, data }))
  }
}

export async function startFakeDnsbl (initial: Record<string, string[]> = {}): Promise<FakeDnsbl> {
  const answers = new Map(Object.entries(initial))
  const truncate = new Set<string>()
  const asked: FakeDnsbl['asked'] = []
  const tcp = net.createServer((socket) => {
    let buffered = Buffer.alloc(0)
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk])
      if (buffered.length < 2 || buffered.length < 2 + buffered.readUInt16BE(0)) return
      const query = packet.streamDecode(buffered)
      buffered = Buffer.alloc(0)
      asked.push({ name: query.questions?.[0]?.name.toLowerCase() ?? '', over: 'tcp', at: Date.now() })
      socket.end(packet.streamEncode(reply(query, answers, false)))
    })
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  const port = (tcp.address() as AddressInfo).port
  const udp = dgram.createSocket('udp4')
  udp.on('message', (msg, from) => {
    const query = packet.decode(msg)
    const name = query.questions?.[0]?.name.toLowerCase() ?? ''
    asked.push({ name, over: 'udp', at: Date.now() })
    udp.send(packet.encode(reply(query, answers, truncate.has(name))), from.port, from.address)
  })
  await new Promise<void>((resolve) => udp.bind(port, '127.0.0.1', resolve))
  return {
    port,
    answers,
    truncate,
    asked,
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()))
      await new Promise<void>((resolve) => tcp.close(() => resolve()))
    }
  }
}

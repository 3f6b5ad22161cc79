// A fake DNS blocklist resolver on loopback, over UDP and TCP on one port, built with dns-packet
// like the product's client: names in `answers` answer their A records, every other name is
// NXDOMAIN (not listed). A name in `truncate` is answered truncated over UDP, so the client must
// ask again over TCP. A name in `drop` goes unanswered that many times (a lost packet; over TCP
// the connection stays open and silent), Infinity for every time. Every question is counted, so a
// test can tell one query from many.
import dgram from 'node:dgram'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import * as packet from 'dns-packet'

export interface FakeDnsbl {
  port: number
  /** What each name answers now (tests change it: a delisting is a removed name). */
  answers: Map<string, string[]>
  truncate: Set<string>
  /** Questions for a name left unanswered: how many more (over either transport). */
  drop: Map<string, number>
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
  const drop = new Map<string, number>()
  const dropped = (name: string): boolean => {
    const left = drop.get(name) ?? 0
    if (left <= 0) return false
    drop.set(name, left - 1)
    return true
  }
  const asked: FakeDnsbl['asked'] = []
  const open = new Set<net.Socket>()
  const tcp = net.createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    let buffered = Buffer.alloc(0)
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk])
      if (buffered.length < 2 || buffered.length < 2 + buffered.readUInt16BE(0)) return
      const query = packet.streamDecode(buffered)
      buffered = Buffer.alloc(0)
      const name = query.questions?.[0]?.name.toLowerCase() ?? ''
      asked.push({ name, over: 'tcp', at: Date.now() })
      if (dropped(name)) return
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
    if (dropped(name)) return
    udp.send(packet.encode(reply(query, answers, truncate.has(name))), from.port, from.address)
  })
  await new Promise<void>((resolve) => udp.bind(port, '127.0.0.1', resolve))
  return {
    port,
    answers,
    truncate,
    drop,
    asked,
    close: async () => {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => udp.close(() => resolve()))
      await new Promise<void>((resolve) => tcp.close(() => resolve()))
    }
  }
}

// A loopback TCP proxy between a process under test and PostgreSQL, which the test can cut: every
// connection through it is reset and new ones are refused until restore(). It stands for a
// database that went away (a failover, a network split) without touching the shared server.
import net from 'node:net'

export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  hostPort: string
  cut: () => void
  restore: () => void
  close: () => Promise<void>
}

export async function startTcpProxy (targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const open = new Set<net.Socket>()
  let down = false
  const server = net.createServer((client) => {
    if (down) {
      client.resetAndDestroy()
      return
    }
    const upstream = net.connect(targetPort, targetHost)
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.once('close', () => open.delete(socket))
      // A reset on one side ends the other; the error itself is what the app must survive.
      socket.on('error', () => { client.destroy(); upstream.destroy() })
    }
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    hostPort: `127.0.0.1:${port}`,
    cut: () => {
      down = true
      for (const socket of open) socket.resetAndDestroy()
    },
    restore: () => { down = false },
    close: async () => {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

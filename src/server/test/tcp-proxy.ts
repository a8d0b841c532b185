import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

/**
 * Forwards connections to PostgreSQL, so a test can take the network away from the app without
 * touching the machine's shared server: `cut()` drops every connection and refuses new ones until
 * `restore()`; `dropWhenSent` drops one connection the moment the app sends matching bytes.
 */
export async function startTcpProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let dropWhen: ((sent: Buffer) => boolean) | undefined;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (sent: Buffer) => {
      if (!dropWhen?.(sent)) return void upstream.write(sent);
      dropWhen = undefined;
      client.destroy();
      upstream.destroy();
    });
    upstream.pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const port = await listen();
  const viaProxy = new URL(target);
  viaProxy.host = `127.0.0.1:${port}`;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: viaProxy.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      }),
    restore: () => listen(port),
    dropWhenSent: (matches: (sent: Buffer) => boolean) => {
      dropWhen = matches;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      }),
  };
}

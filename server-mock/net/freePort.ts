import net from 'node:net';

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first port from `start` (trying `attempts` ports) that can be listened on. */
export async function findFreePort(start: number, host: string, attempts = 20): Promise<number> {
  for (let port = start; port < start + attempts; port++) {
    if (await isFree(port, host)) return port;
  }
  throw new Error(`no free port in ${start}..${start + attempts - 1}`);
}

/** Listens and resolves with the bound port (port 0 picks a random one). */
export function listen(server: import('node:http').Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

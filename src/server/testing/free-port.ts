import { createServer } from 'node:net';

/** A local port nobody listens on (yet): for a server a test or bench is about to start, or one that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

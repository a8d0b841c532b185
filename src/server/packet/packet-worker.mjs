// The entry of a packet worker thread. Worker threads do not inherit the TypeScript loader of
// the main thread (tsx in the app, Vite in tests), so each registers tsx before loading.
import { Piscina } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { buildPacket } = await import('./build-packet.ts');

// The ZIP is moved back to the main thread, not copied.
export default async (job) => Piscina.move(await buildPacket(job));

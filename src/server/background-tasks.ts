import type { FastifyBaseLogger } from 'fastify';

/** Work that must not hold up a response (e.g. mail), awaited before the server closes. */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>) {
      const promise = task()
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    drain: async () => {
      await Promise.all(pending);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

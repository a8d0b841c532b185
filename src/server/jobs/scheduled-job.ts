/**
 * A job that runs on a schedule with several instances on one database: each instance's timer
 * fires, and the run goes to the one that claims the job's row. A claim is a lease, so a run
 * whose instance died is taken up again once the lease ends. Works on PGlite and PostgreSQL
 * alike, since the claim is one conditional UPDATE.
 */
import { Cron } from 'croner';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/tables';

export type JobOutcome = 'ran' | 'not-due' | 'taken' | 'failed';

type JobOptions = {
  name: string;
  /** Cron pattern in UTC, e.g. '15 * * * *' for a quarter past every hour. */
  pattern: string;
  /** How long a run may take before another instance may take the job over. */
  leaseMs: number;
  run: (now: Date) => Promise<void>;
};

export function createScheduledJob(
  db: Database,
  now: () => Date,
  log: FastifyInstance['log'],
  { name, pattern, leaseMs, run }: JobOptions,
) {
  const schedule = new Cron(pattern, { timezone: 'UTC', paused: true });
  const nextRunAfter = (moment: Date) => schedule.nextRun(moment) ?? moment;

  /** Runs the job here if it is due and no other instance holds it. */
  async function runIfDue(): Promise<JobOutcome> {
    const started = now();
    await db
      .insert(scheduledJobs)
      .values({ name, runAfter: started })
      .onConflictDoNothing({ target: scheduledJobs.name });
    const [claimed] = await db
      .update(scheduledJobs)
      .set({ lockedUntil: new Date(started.getTime() + leaseMs) })
      .where(
        and(
          eq(scheduledJobs.name, name),
          lte(scheduledJobs.runAfter, started),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, started)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    if (!claimed) {
      const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
      return row && row.runAfter > started ? 'not-due' : 'taken';
    }
    try {
      await run(started);
      await db
        .update(scheduledJobs)
        .set({ runAfter: nextRunAfter(now()), lockedUntil: null })
        .where(eq(scheduledJobs.name, name));
      return 'ran';
    } catch (err) {
      // Released at once, so the next tick on any instance tries again.
      log.error({ err, job: name }, 'scheduled job failed');
      await db.update(scheduledJobs).set({ lockedUntil: null }).where(eq(scheduledJobs.name, name));
      return 'failed';
    }
  }

  return {
    runIfDue,
    /** Ticks on the schedule while the app runs; the timer never holds the process open. */
    start(app: FastifyInstance) {
      let running: Promise<void> = Promise.resolve();
      const timer = new Cron(pattern, { timezone: 'UTC', unref: true, protect: true }, () => {
        running = runIfDue().then(
          () => undefined,
          (err: unknown) => log.error({ err, job: name }, 'scheduled job failed'),
        );
        return running;
      });
      // A run under way finishes (its mail is sent and recorded) before the database closes.
      app.addHook('preClose', async () => {
        timer.stop();
        await running;
      });
    },
  };
}

export type ScheduledJob = ReturnType<typeof createScheduledJob>;

import type { FastifyReply } from 'fastify';

/** An .ics file as a download that no cache keeps, since its dates follow today's clock. */
export const sendCalendar = (
  reply: FastifyReply,
  { fileName, text }: { fileName: string; text: string },
) =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(text);

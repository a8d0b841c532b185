import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { redactedLink } from '../plugins/logging';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link, named in the log only with its token redacted. */
  link: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

type MailerOptions = { smtpUrl?: string | undefined; from: string; outboxDir: string };

/** SMTP when configured; otherwise each message becomes an .eml file in the outbox. */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async ({ to, subject, text, html, headers }) => {
        await transport.sendMail({ from: options.from, to, subject, text, html, headers });
        log.info({ subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async ({ to, subject, text, html, link, headers }) => {
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        html,
        headers,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Offline mode has no inbox: the log says which file holds the link, never its token.
      log.info({ subject, file, link: redactedLink(link) }, 'mail written to outbox');
    },
  };
}

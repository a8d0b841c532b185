/**
 * Reads every mail in the outbox folders of one or more instances with a real mail parser (tests
 * only), in the order they were written: each file's name starts with the time it was written.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export type SentMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header as written (unfolded), by its lower-case name. */
  headers: Map<string, string>;
};

export async function readOutbox(...dataDirs: string[]): Promise<SentMail[]> {
  const files = (
    await Promise.all(
      dataDirs.map(async (dataDir) => {
        const outbox = path.join(dataDir, 'outbox');
        const names = await readdir(outbox).catch(() => [] as string[]);
        return names.map((name) => ({ name, file: path.join(outbox, name) }));
      }),
    )
  )
    .flat()
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return Promise.all(
    files.map(async ({ file }) => {
      const mail = await simpleParser(await readFile(file));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return {
        to: to?.value[0]?.address ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        headers: new Map(
          mail.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim(),
          ]),
        ),
      };
    }),
  );
}

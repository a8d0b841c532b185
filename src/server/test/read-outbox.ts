/** Reads every mail in an instance's outbox folder with a real mail parser (tests only). */
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

export async function readOutbox(dataDir: string): Promise<SentMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
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

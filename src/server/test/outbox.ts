import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Long lines in .eml files are quoted-printable: undo soft breaks and escaped '='.
const decodeQuotedPrintable = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * The link in the newest outbox mail to this address that points at the page (tests only);
 * with `besides`, waits for a link other than that one (a second mail).
 */
export async function linkFromOutbox(
  dataDir: string,
  to: string,
  page: string,
  besides?: string,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  // Mail is sent after the response, so give it a moment to land.
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
      if (!mail.includes(`To: ${to}`)) continue;
      const match = mail.match(new RegExp(`https?://[^\\s"<]+/${page}\\?token=[\\w-]+`));
      if (match && match[0] !== besides) return match[0];
      if (match) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`no ${page} mail for ${to}`);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

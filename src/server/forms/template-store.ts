/**
 * VA's blank fillable PDFs, got the way a veteran's own computer would: read from the forms
 * folder, or downloaded once from VA's own address and kept there. A file is used only when its
 * SHA-256 is the one its field map was read from, so a new revision is never filled blind.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FormTemplate } from '../../contracts/va-forms';

export interface TemplateStore {
  /** The template's bytes, checked against its known hash. */
  get(formNumber: string): Promise<Uint8Array>;
}

/** The file is not the revision Wingman has a field map for. */
export class UnknownFormRevisionError extends Error {
  constructor(
    readonly formNumber: string,
    /** The edition printed on the form Wingman fills, e.g. "FEB 2023". */
    readonly expectedEdition: string,
  ) {
    super(
      `VA has published a revision of VA Form ${formNumber} that Wingman does not know yet ` +
        `(it fills the ${expectedEdition} edition). ` +
        'Wingman will not fill a form whose boxes it does not know.',
    );
  }
}

/** VA's file could not be fetched, and the forms folder does not have it. */
export class FormUnavailableError extends Error {
  constructor(
    readonly formNumber: string,
    readonly url: string,
    readonly fileName: string,
  ) {
    super(
      `VA Form ${formNumber} could not be fetched from VA (${url}). ` +
        `An operator can place ${fileName} in Wingman's forms folder.`,
    );
  }
}

export function createTemplateStore({
  formsDir,
  templates,
  fetch = globalThis.fetch,
}: {
  formsDir: string;
  templates: Map<string, FormTemplate>;
  fetch?: typeof globalThis.fetch;
}): TemplateStore {
  const downloads = new Map<string, Promise<Uint8Array>>();

  async function download(template: FormTemplate): Promise<Uint8Array> {
    const unavailable = () => new FormUnavailableError(template.form, template.url, template.file);
    let bytes: Uint8Array;
    try {
      const response = await fetch(template.url, { redirect: 'follow' });
      if (!response.ok) throw unavailable();
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw error instanceof FormUnavailableError ? error : unavailable();
    }
    checkRevision(template, bytes);
    await mkdir(formsDir, { recursive: true });
    // Written whole under another name first: a request reading at the same moment sees
    // either no file or the complete one.
    const partial = path.join(formsDir, `.${template.file}.${randomUUID()}.part`);
    try {
      await writeFile(partial, bytes);
      await rename(partial, path.join(formsDir, template.file));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return bytes;
  }

  return {
    async get(formNumber) {
      const template = templates.get(formNumber);
      if (!template) throw new Error(`No field map for VA Form ${formNumber}`);
      const stored = await readFile(path.join(formsDir, template.file)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      if (!stored) {
        // Veterans asking at the same moment share one download.
        let pending = downloads.get(template.form);
        if (!pending) {
          pending = download(template).finally(() => downloads.delete(template.form));
          downloads.set(template.form, pending);
        }
        return pending;
      }
      const bytes = new Uint8Array(stored);
      checkRevision(template, bytes);
      return bytes;
    },
  };
}

function checkRevision(template: FormTemplate, bytes: Uint8Array) {
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (hash !== template.sha256) throw new UnknownFormRevisionError(template.form, template.edition);
}

// VA's templates as VA publishes them (../shared/va-forms, beside this repository; see its
// README). They are never copied into the project: here they are served over real HTTP.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haveVaForms, vaFormsDir } from '../test/va-form-files';
import { loadFormTemplates } from './form-templates';
import {
  createTemplateStore,
  FormUnavailableError,
  UnknownFormRevisionError,
} from './template-store';

const describeWithVaForms = haveVaForms ? describe : describe.skip;

const templates = loadFormTemplates();
const statement = templates.get('21-4138')!;

/** A fetch that must not be called: the file is already in the forms folder. */
const noFetch: typeof fetch = () => Promise.reject(new Error('fetched'));

describeWithVaForms(
  haveVaForms
    ? "VA's form templates, from the forms folder or from VA (../shared/va-forms)"
    : "SKIPPED: VA's templates are not at ../shared/va-forms, so getting them is not checked",
  () => {
    let vaBytes: Buffer;
    let server: Server;
    let serve: (url: string) => { status: number; body: Buffer };
    const requests: string[] = [];
    let formsDir: string;

    /** VA's address is sent to the local server; nothing else may be asked for. */
    const fetchFromLocalVa: typeof fetch = (input, init) => {
      const url = String(input);
      if (!url.startsWith('https://www.vba.va.gov/')) throw new Error(`Asked for ${url}`);
      const { port } = server.address() as AddressInfo;
      return fetch(url.replace('https://www.vba.va.gov', `http://127.0.0.1:${port}`), init);
    };

    beforeAll(async () => {
      vaBytes = await readFile(path.join(vaFormsDir, statement.file));
      server = createServer((request, response) => {
        requests.push(request.url ?? '');
        const { status, body } = serve(request.url ?? '');
        response.writeHead(status, { 'content-type': 'application/pdf' }).end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    beforeEach(async () => {
      requests.length = 0;
      serve = (url) =>
        url === '/pubs/forms/VBA-21-4138-ARE.pdf'
          ? { status: 200, body: vaBytes }
          : { status: 404, body: Buffer.from('Not found') };
      formsDir = await mkdtemp(path.join(tmpdir(), 'wingman-forms-'));
    });
    afterEach(() => rm(formsDir, { recursive: true, force: true }));

    it('reads every mapped form from the forms folder without asking VA', async () => {
      const store = createTemplateStore({ formsDir: vaFormsDir, templates, fetch: noFetch });
      for (const form of ['21-526EZ', '21-4138', '21-0966', '21-4142']) {
        const bytes = await store.get(form);
        expect(
          Buffer.from(bytes).equals(
            await readFile(path.join(vaFormsDir, templates.get(form)!.file)),
          ),
        ).toBe(true);
      }
    });

    it("downloads a missing form from VA's address once, keeps it, and reads the kept copy after", async () => {
      const dir = path.join(formsDir, 'forms');
      const store = createTemplateStore({ formsDir: dir, templates, fetch: fetchFromLocalVa });

      const first = await store.get('21-4138');
      expect(Buffer.from(first).equals(vaBytes)).toBe(true);
      expect(requests).toEqual(['/pubs/forms/VBA-21-4138-ARE.pdf']);
      expect(await readdir(dir)).toEqual(['VBA-21-4138-ARE.pdf']);
      expect((await readFile(path.join(dir, 'VBA-21-4138-ARE.pdf'))).equals(vaBytes)).toBe(true);

      const again = await createTemplateStore({ formsDir: dir, templates, fetch: noFetch }).get(
        '21-4138',
      );
      expect(Buffer.from(again).equals(vaBytes)).toBe(true);
      expect(requests).toHaveLength(1);
    });

    it('downloads once for veterans who ask at the same moment', async () => {
      const store = createTemplateStore({ formsDir, templates, fetch: fetchFromLocalVa });
      const copies = await Promise.all([store.get('21-4138'), store.get('21-4138')]);
      expect(copies.every((bytes) => Buffer.from(bytes).equals(vaBytes))).toBe(true);
      expect(requests).toHaveLength(1);
    });

    it('refuses a downloaded file that is not the known revision, and keeps nothing', async () => {
      serve = () => ({ status: 200, body: Buffer.concat([vaBytes, Buffer.from('%% changed')]) });
      const store = createTemplateStore({ formsDir, templates, fetch: fetchFromLocalVa });

      const refusal = await store.get('21-4138').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(UnknownFormRevisionError);
      expect((refusal as UnknownFormRevisionError).expectedEdition).toBe('JUL 2024');
      expect((refusal as Error).message).toBe(
        'VA has published a revision of VA Form 21-4138 that Wingman does not know yet ' +
          '(it fills the JUL 2024 edition). Wingman will not fill a form whose boxes it does not know.',
      );
      expect(await readdir(formsDir)).toEqual([]);
    });

    it('refuses a file in the forms folder that is not the known revision', async () => {
      await writeFile(path.join(formsDir, 'VBA-21-4138-ARE.pdf'), vaBytes.subarray(0, 1000));
      const store = createTemplateStore({ formsDir, templates, fetch: noFetch });
      await expect(store.get('21-4138')).rejects.toThrow(UnknownFormRevisionError);
    });

    it('says the form could not be fetched, and how an operator can supply it, when VA does not answer with it', async () => {
      serve = () => ({ status: 503, body: Buffer.from('Service unavailable') });
      const store = createTemplateStore({ formsDir, templates, fetch: fetchFromLocalVa });
      const failure = await store.get('21-4138').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FormUnavailableError);
      expect((failure as Error).message).toBe(
        'VA Form 21-4138 could not be fetched from VA (https://www.vba.va.gov/pubs/forms/VBA-21-4138-ARE.pdf). ' +
          "An operator can place VBA-21-4138-ARE.pdf in Wingman's forms folder.",
      );

      const offline = createTemplateStore({
        formsDir,
        templates,
        fetch: () => Promise.reject(new TypeError('fetch failed')),
      });
      await expect(offline.get('21-4138')).rejects.toThrow(FormUnavailableError);
      expect(await readdir(formsDir)).toEqual([]);
    });
  },
);

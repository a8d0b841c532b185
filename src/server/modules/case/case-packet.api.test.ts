/**
 * POST /api/case/packet end to end: a veteran's nexus letter, decision letter and DBQ (from
 * ../shared/data/documents-dev, read in place) become confirmed evidence, and the download holds
 * VA's own forms (from ../shared/va-forms) filled from the case, with evidence.pdf whose index
 * cites what was confirmed. What the veteran types for the download is then looked for in the
 * database, the logs and the account export, and must be in none of them.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseCondition, CaseResponse } from '../../../contracts/case';
import * as tables from '../../db/tables';
import { giveConsent, uploadOne } from '../../test/document-requests';
import {
  callApi,
  captureLogs,
  createTestApp,
  registerUser,
  type TestApp,
} from '../../test/test-app';
import { loadFormTemplates } from '../../forms/form-templates';
import {
  compact,
  haveVaForms,
  inkShare,
  pageTexts,
  readFields,
  renderPages,
} from '../../test/va-form-files';

const documentsDev = path.resolve(import.meta.dirname, '../../../../../shared/data/documents-dev');
const present = haveVaForms && existsSync(documentsDev);
if (!present)
  console.info('The claim packet on VA forms skipped: ../shared is not on this machine.');

const NEXUS_LETTER = 'nx05-nexus-letter-secondary-aggravation-hypertension-ptsd.txt';
const DECISION_LETTER = 'rd04-rating-decision-sleep-apnea-and-hypertension-denied.txt';
const DBQ = 'ex07-sleep-apnea-dbq-gaps-no-study-results-aggravation-not-addressed.txt';

// Drawn per run: on PostgreSQL every suite shares one database, and other suites store their own
// markers (a test SSN such as 123-45-6789, a made-up surname) that must not be mistaken for ours.
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const SSN = `7${digits(2)}-${digits(2)}-${digits(4)}`;
const VA_FILE_NUMBER = `3${digits(8)}`;
const DATE_OF_BIRTH = `194${digits(1)}-0${1 + Math.floor(Math.random() * 9)}-1${digits(1)}`;
const LAST_NAME = `Harrowmere${digits(3)}`;

/** Typed for the download only. */
const TYPED = {
  ssn: SSN,
  vaFileNumber: VA_FILE_NUMBER,
  dateOfBirth: DATE_OF_BIRTH,
  firstName: 'Dana',
  lastName: LAST_NAME,
  street: '41 Larkspur Way',
  city: 'Savannah',
  state: 'GA',
  postalCode: '31401',
  phone: '912-555-0147',
  email: 'dana.q@example.com',
};
const SECRETS = [
  SSN,
  SSN.replace(/-/g, ''),
  VA_FILE_NUMBER,
  DATE_OF_BIRTH,
  LAST_NAME,
  '41 Larkspur Way',
];

type Cookies = Record<string, string>;

/** The keys of a form's map whose boxes are empty in the filled PDF, leaving out `noData`. */
function emptyBoxes(
  read: Awaited<ReturnType<typeof readFields>>,
  formNumber: string,
  noData: RegExp,
): string[] {
  return Object.entries(loadFormTemplates().get(formNumber)!.fields)
    .filter(([key]) => !noData.test(key))
    .filter(([, name]) => {
      const value = read.value(name);
      if (value === undefined) return read.selectedBox(name) === '';
      return value === '' || value === false;
    })
    .map(([key]) => key);
}

/** The text of every filled box: the forms stay fillable, so their values sit in the fields. */
async function filledValues(pdf: Uint8Array): Promise<string[]> {
  const form = await readFields(pdf);
  return form
    .filledNames()
    .map((name) => form.value(name))
    .filter((value): value is string => typeof value === 'string');
}

describe.skipIf(!present)('the claim packet', () => {
  const logs = captureLogs();
  let t: TestApp;
  let cookies: Cookies;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callApi(t.app, method, url, cookies, payload);

  let hypertension: CaseCondition;
  let entries: Record<string, Uint8Array>;

  beforeAll(async () => {
    t = await createTestApp({
      logStream: logs.stream,
      env: { LOG_LEVEL: 'debug' },
    });
    cookies = (await registerUser(t.app)).cookies;
    await giveConsent(t.app, cookies);
    for (const name of [NEXUS_LETTER, DECISION_LETTER, DBQ])
      await uploadOne(t.app, cookies, {
        name,
        bytes: await readFile(path.join(documentsDev, name)),
      });
    await call('POST', '/api/disabilities', {
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });

    const { suggestions } = (await call('GET', '/api/case')).json<CaseResponse>();
    const denied = suggestions.find((suggestion) => suggestion.name === 'hypertension')!;
    const added = await call('POST', '/api/case/conditions', {
      name: 'Hypertension',
      basis: 'secondary',
      secondaryTo: 'PTSD',
      reviewLane: 'supplemental-claim',
      decisionDate: denied.decisionDate,
      origin: 'decision',
      originDocumentId: denied.originDocumentId,
    });
    expect(added.statusCode, added.body).toBe(201);
    hypertension = added.json<CaseCondition>();
    // The veteran confirms the first proposal of each element.
    for (const element of hypertension.elements) {
      const [item] = element.items.filter((candidate) => candidate.state === 'proposed');
      if (!item) continue;
      const answered = await call('PUT', `/api/case/conditions/${hypertension.id}/evidence`, {
        elementKey: element.key,
        documentId: item.documentId,
        page: item.page,
        quote: item.quote,
        state: 'confirmed',
      });
      expect(answered.statusCode, answered.body).toBe(200);
      hypertension = answered.json<CaseCondition>();
    }
    const statement = await call('POST', '/api/case/statements', {
      kind: 'personal',
      conditionId: hypertension.id,
      elementKey: 'in-service-event',
      text: 'My blood pressure readings rose after I came home from Iraq in 2008.',
    });
    expect(statement.statusCode, statement.body).toBe(201);

    const packet = await call('POST', '/api/case/packet', TYPED);
    expect(packet.statusCode, packet.body.slice(0, 300)).toBe(200);
    expect(packet.headers['content-type']).toBe('application/zip');
    expect(packet.headers['content-disposition']).toMatch(
      /^attachment; filename="wingman-claim-packet-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(packet.headers['cache-control']).toBe('no-store');
    entries = unzipSync(new Uint8Array(packet.rawPayload));
  }, 120_000);
  afterAll(() => t?.close());

  it('gives no warning for a Supplemental Claim with new evidence and a statement', () => {
    expect(strFromU8(entries['README.txt']!)).not.toContain('nothing new since the decision');
  });

  it('says in the README which boxes were left empty and why', async () => {
    const other = (await registerUser(t.app)).cookies;
    await callApi(t.app, 'POST', '/api/case/conditions', other, {
      name: 'Tinnitus',
      basis: 'direct',
    });
    const packet = await callApi(t.app, 'POST', '/api/case/packet', other, { firstName: 'Dana' });
    expect(packet.statusCode).toBe(200);
    const readme = strFromU8(unzipSync(new Uint8Array(packet.rawPayload))['README.txt']!).replace(
      /\s+/g,
      ' ',
    );
    expect(readme).toContain(
      'Left empty, your date of birth (VA Forms 21-526EZ, 21-0966): you did not type it in the packet form.',
    );
    expect(readme).toContain(
      'Left empty, Section VI, your branch of service and your dates of entry and exit (VA Form 21-526EZ): your service history is not in your profile.',
    );
  });

  it('holds the decision review, the statement and evidence.pdf, named by form number', () => {
    expect(Object.keys(entries).sort()).toEqual(
      ['20-0995.pdf', '21-4138-1.pdf', 'README.txt', 'evidence.pdf'].sort(),
    );
  });

  it("fills VA's 20-0995 with the typed identity and the issue with its decision date", async () => {
    const values = await filledValues(entries['20-0995.pdf']!);
    const [first3, middle2, last4] = SSN.split('-');
    expect(values).toEqual(expect.arrayContaining([first3, middle2, last4, 'Dana']));
    // The decision of June 3, 2025, in the issue row's month, day and year boxes.
    expect(values).toEqual(expect.arrayContaining(['Hypertension', '06', '03', '2025']));
    const statement = await filledValues(entries['21-4138-1.pdf']!);
    expect(statement).toContain(
      'My blood pressure readings rose after I came home from Iraq in 2008.',
    );
  });

  it("evidence.pdf's index cites each confirmed quote with its exhibit and page", async () => {
    const index = compact((await pageTexts(entries['evidence.pdf']!)).join(' '));
    const confirmed = hypertension.elements.flatMap((element) =>
      element.items.filter((item) => item.state === 'confirmed' && item.kind === 'document'),
    );
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
    for (const item of confirmed) {
      expect(index).toContain(compact(item.quote!));
      expect(index).toContain(compact(`Exhibit 1, page ${item.page}`));
    }
    expect(index).toContain(compact('Exhibit 1 · page 1 of'));
    // Titled by what it is and its date, not by the file name it was uploaded under.
    expect(index).toContain(compact('Exhibit 1: Medical opinion (nexus letter), 9 Apr 2025'));
    expect(index).not.toContain(compact(NEXUS_LETTER));
  });

  it("evidence.pdf carries the veteran's name and VA file number on every page", async () => {
    const pages = await pageTexts(entries['evidence.pdf']!);
    for (const page of pages)
      expect(compact(page)).toContain(
        compact(`Dana ${LAST_NAME} · VA file number ${VA_FILE_NUMBER}`),
      );
  });

  it("evidence.pdf's index lists the statement under its condition's element", async () => {
    const index = compact((await pageTexts(entries['evidence.pdf']!)).join(' '));
    expect(index).toContain(compact("The veteran's statement (VA Form 21-4138), in 21-4138-1.pdf"));
  });

  it('keeps nothing typed for the download: not in the database, the logs or the export', async () => {
    const rows: string[] = [];
    for (const table of Object.values(tables))
      if (is(table, PgTable))
        for (const row of await t.database.db.select().from(table)) rows.push(JSON.stringify(row));
    const exported = (await call('GET', '/api/account/export')).body;
    for (const secret of SECRETS) {
      expect(rows.join('\n')).not.toContain(secret);
      expect(logs.text()).not.toContain(secret);
      expect(exported).not.toContain(secret);
    }
  });

  it('a veteran with nothing on My Case is told so', async () => {
    const other = (await registerUser(t.app)).cookies;
    const response = await callApi(t.app, 'POST', '/api/case/packet', other, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^My Case has nothing to put on a form yet/);
  });

  it('refuses a typed SSN that is not nine digits, in the error shape', async () => {
    const response = await call('POST', '/api/case/packet', { ssn: '12-34' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'ssn', message: 'Social Security number must have 9 digits' },
    ]);
  });
});

describe.skipIf(!haveVaForms)("the 21-526EZ from a veteran's full profile", () => {
  let t: TestApp;
  let claim: Awaited<ReturnType<typeof readFields>>;
  let readme: string;
  let authorization4142: Awaited<ReturnType<typeof readFields>>;
  let forms: Record<'20-0995' | '21-4142' | '21-10210', string[]>;
  let read: Record<'20-0995' | '21-4142' | '21-10210', Awaited<ReturnType<typeof readFields>>>;
  let zip: Record<string, Uint8Array>;
  let evidenceIndex: string;
  const ids: Record<string, string> = {};
  const template = loadFormTemplates().get('21-526EZ')!;

  beforeAll(async () => {
    t = await createTestApp();
    const { cookies } = await registerUser(t.app);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      callApi(t.app, method, url, cookies, payload);
    const profile = (await call('GET', '/api/profile')).json<Record<string, unknown>>();
    const saved = await call('PUT', '/api/profile', {
      ...profile,
      serviceHistory: {
        periods: [{ branch: 'army', from: '1989-06-12', to: '1993-06-11' }],
        places: [{ place: 'Kuwait', from: '1991-01-10', to: '1991-04-20' }],
        exposures: ['burn-pits'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rated = await call('POST', '/api/disabilities', {
      name: 'Lumbosacral strain',
      currentPercentage: 20,
      diagnosticCode: '5237',
    });
    expect(rated.statusCode, rated.body).toBe(201);
    for (const condition of [
      { name: 'my back', basis: 'increase', disabilityId: rated.json<{ id: string }>().id },
      { name: 'Chronic sinusitis', basis: 'presumptive', presumptiveRule: 'particulate-matter' },
      {
        name: 'Sleep apnea',
        basis: 'direct',
        reviewLane: 'supplemental-claim',
        decisionDate: '2025-06-03',
      },
    ]) {
      const added = await call('POST', '/api/case/conditions', condition);
      expect(added.statusCode, added.body).toBe(201);
      ids[condition.name] = added.json<{ id: string }>().id;
    }
    const surgeon = await call('POST', '/api/case/providers', {
      name: 'Coastal Spine Surgeons',
      street: '9 Abercorn St',
      city: 'Savannah',
      state: 'GA',
      postalCode: '31401',
      treatmentFrom: '2021-03-01',
      conditionIds: [ids['my back']],
    });
    expect(surgeon.statusCode, surgeon.body).toBe(201);
    const witness = await call('POST', '/api/case/statements', {
      kind: 'witness',
      conditionId: ids['my back'],
      witnessName: 'Ana Reyes',
      witnessRelationship: 'my wife',
      text: 'He cannot lift our grandson since 2021.',
    });
    expect(witness.statusCode, witness.body).toBe(201);
    const packet = await call('POST', '/api/case/packet', TYPED);
    expect(packet.statusCode, packet.body.slice(0, 300)).toBe(200);
    zip = unzipSync(new Uint8Array(packet.rawPayload));
    claim = await readFields(zip['21-526EZ.pdf']!);
    evidenceIndex = (await pageTexts(zip['evidence.pdf']!)).join(' ');
    readme = strFromU8(zip['README.txt']!);
    authorization4142 = await readFields(zip['21-4142.pdf']!);
    read = {
      '20-0995': await readFields(zip['20-0995.pdf']!),
      '21-4142': authorization4142,
      '21-10210': await readFields(zip['21-10210-1.pdf']!),
    };
    forms = {
      '20-0995': await filledValues(zip['20-0995.pdf']!),
      '21-4142': await filledValues(zip['21-4142.pdf']!),
      '21-10210': await filledValues(zip['21-10210-1.pdf']!),
    };
  }, 120_000);

  it("lists on the 20-0995 only the sleep apnea issue, not the back surgeon's practice", () => {
    expect(forms['20-0995']).toContain('Sleep apnea');
    expect(forms['20-0995'].join(' ')).not.toContain('Coastal Spine Surgeons');
  });

  it('prints the veteran in the 21-4142 item 15 and names the rated condition on the 10210', () => {
    const authorization = loadFormTemplates().get('21-4142')!;
    expect(authorization4142.value(authorization.fields['signer.veteran.firstName']!)).toBe('Dana');
    expect(authorization4142.value(authorization.fields['signer.veteran.lastName']!)).toBe(
      LAST_NAME,
    );
    const [first3] = SSN.split('-');
    expect(forms['21-10210']).toEqual(expect.arrayContaining(['Dana', LAST_NAME, first3]));
    expect(forms['21-10210'].join(' ')).toContain(
      "Regarding the veteran's claim for: Lumbosacral strain",
    );
  });
  afterAll(() => t?.close());

  const box = (key: string) => claim.value(template.fields[key]!);

  it('answers item 4 "Yes": a VA file number was typed', () => {
    expect(claim.selectedBox(template.fields['claim.filedBefore']!)).toBe('0');
  });

  it('fills Section VI from the saved service history', () => {
    expect(claim.selectedBox(template.fields['service.branch']!)).toBe('0');
    expect([
      box('service.entry.month'),
      box('service.entry.day'),
      box('service.entry.year'),
    ]).toEqual(['06', '12', '1989']);
    expect([box('service.exit.month'), box('service.exit.day'), box('service.exit.year')]).toEqual([
      '06',
      '11',
      '1993',
    ]);
  });

  it('fills Section IV for the PACT Act condition from Kuwait 1991', () => {
    expect(claim.selectedBox(template.fields['exposure.claiming']!)).toBe('0');
    expect(claim.selectedBox(template.fields['exposure.gulfWar.served']!)).toBe('0');
    expect([box('exposure.gulfWar.from.month'), box('exposure.gulfWar.from.year')]).toEqual([
      '01',
      '1991',
    ]);
    expect(box('exposure.additional')).toBe('Kuwait, 01/1991 to 04/1991');
  });

  it('warns in the README that the Supplemental Claim has nothing new since the decision', () => {
    expect(readme).toMatch(
      /^Check before you send it\r\n- Supplemental Claim for Sleep apnea: nothing new since the decision/m,
    );
  });

  it('leaves no mapped box of the 21-526EZ empty that the profile and what was typed could fill', () => {
    // Boxes with no data behind them in this profile: a second way to write a value already
    // written (an international phone, a ZIP+4, an apartment), a second period of service, the
    // herbicide and "other exposure" dates, and the item 16 rows beyond the conditions claimed.
    const noData =
      /^(veteran\.(phone\.international|address\.(apartment|zip4|country)|email\.line2|middleInitial)|service\.(additional|component)\..*|service\.component|exposure\.(herbicide\.(from|to|otherLocations).*|campLejeune|radiation|other.*)|conditions\.([2-9]|\d\d)\..*|conditions\.\d+\.(exposure|explanation|approximateStart))$/;
    const empty = emptyBoxes(claim, '21-526EZ', noData);
    expect(empty).toEqual([]);
  });

  // Boxes no data in this profile could fill, on every form: a middle initial, an apartment, a
  // ZIP+4, a country for a US address and an international phone are not asked anywhere.
  const notAsked = 'middleInitial|address\\.(apartment|zip4|country)|phone\\.international';
  it.each([
    // No provider or record was named for sleep apnea, so its evidence boxes stay empty (and
    // the README says so); the rows beyond its one issue are not needed.
    ['20-0995', `(${notAsked}|issues\\.[2-7]\\..*|treatedAt\\..*|evidence\\..*)`],
    // One provider, treated from 2021 and still: no end date; the rows beyond it are not needed.
    ['21-4142', `(${notAsked}|provider\\.0\\.treatmentTo\\..*|provider\\.[1-4]\\..*)`],
    // The witness's phone and e-mail are not asked on Wingman's statement; a short statement
    // needs no second page; the wife's relationship ticks one box of four.
    [
      '21-10210',
      `(${notAsked}|email\\.line2|statement\\.2|witness\\.(phone|email)\\..*|witness\\.relationship\\.(servedWith|coworkerOrSupervisor|other|otherSpecify))`,
    ],
  ] as const)(
    'leaves no mapped box of the %s empty that the profile and what was typed could fill',
    (formNumber, noData) => {
      // A key counts as not asked wherever it sits: "release.veteran.middleInitial" too.
      const notAskedHere = new RegExp(`^(.*\\.)?${noData}$`);
      expect(emptyBoxes(read[formNumber], formNumber, notAskedHere)).toEqual([]);
    },
  );

  it('draws every page of each form and evidence.pdf, none blank, into test-results for review', async () => {
    const dir = path.resolve(import.meta.dirname, '../../../../test-results/packet-pages');
    await mkdir(dir, { recursive: true });
    const pdfs = Object.keys(zip).filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toEqual(expect.arrayContaining(['21-526EZ.pdf', 'evidence.pdf']));
    for (const name of pdfs) {
      const pages = await renderPages(zip[name]!);
      expect(pages.length, name).toBe((await pageTexts(zip[name]!)).length);
      for (const [index, png] of pages.entries()) {
        expect(await inkShare(png), `${name} page ${index + 1}`).toBeGreaterThan(0.005);
        const page = String(index + 1).padStart(2, '0');
        await writeFile(path.join(dir, `${name.replace(/\.pdf$/, '')}-p${page}.png`), png);
      }
    }
  }, 120_000);

  it('lists no empty box in the README: the full profile and what was typed fill every one', () => {
    expect(readme).not.toContain('Left empty');
  });

  it("names the increase by the rated condition's name in item 16 and in evidence.pdf's index", () => {
    const names = [box('conditions.0.name'), box('conditions.1.name')];
    expect(names).toContain('Lumbosacral strain');
    expect(names).not.toContain('my back');
    expect(evidenceIndex).toContain('Lumbosacral strain');
    expect(evidenceIndex).not.toContain('my back');
  });
});

describe.skipIf(!haveVaForms)('a form file of a revision Wingman does not know', () => {
  it('is refused with the revision Wingman fills, and nothing is built', async () => {
    const formsDir = await mkdtemp(path.join(tmpdir(), 'wingman-forms-'));
    await writeFile(path.join(formsDir, 'VBA-21-4138-ARE.pdf'), 'not the 2026 revision');
    const t = await createTestApp({ env: { FORMS_DIR: formsDir } });
    try {
      const { cookies } = await registerUser(t.app);
      await callApi(t.app, 'POST', '/api/case/statements', cookies, {
        kind: 'personal',
        text: 'I was at the burn pit at Balad every day in 2007.',
      });
      const response = await callApi(t.app, 'POST', '/api/case/packet', cookies, {});
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(
        /^VA has published a revision of VA Form 21-4138 that Wingman does not know yet \(it fills the JUL 2024 edition\)/,
      );
    } finally {
      await t.close();
      await rm(formsDir, { recursive: true, force: true });
    }
  });
});

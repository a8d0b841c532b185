import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseCondition, CaseResponse } from '../../../contracts/case';
import {
  witnessLinkMessages,
  type CreatedWitnessRequest,
  type WitnessAnswersInput,
  type WitnessRequest,
} from '../../../contracts/witness';
import { byTooltip, readFields, vaForm } from '../../test/va-form-files';
import {
  callApi,
  createTestApp,
  registerUser,
  sessionCookie,
  type TestApp,
} from '../../test/test-app';

type Cookies = Record<string, string>;

const DAY_MS = 86_400_000;
let clock = new Date('2026-11-29T15:00:00Z');
let t: TestApp;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Cookies;
let knee: CaseCondition;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: { witnessLinkPerIp: 1000 } });
  alice = await registerUser(t.app);
  bob = (await registerUser(t.app)).cookies;
  await callApi(t.app, 'PUT', '/api/profile', alice.cookies, { displayName: 'Marcus' });
  knee = (
    await callApi(t.app, 'POST', '/api/case/conditions', alice.cookies, {
      name: 'Left knee',
      basis: 'direct',
      explanation: 'Private: fell off a ramp during a night exercise.',
    })
  ).json<CaseCondition>();
});
afterAll(() => t.close());

const invite = async (payload: Record<string, unknown> = {}, cookies = alice.cookies) => {
  const response = await callApi(t.app, 'POST', '/api/witness-requests', cookies, {
    conditionId: knee.id,
    witnessName: 'Theresa',
    relationship: 'spouse',
    whatTheySaw: 'How I limp on stairs since 2006',
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedWitnessRequest>();
};

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;
const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/witness/${token}` });
const submit = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/witness/${token}`,
    payload: payload as object,
    headers,
  });

const answers: WitnessAnswersInput = {
  fullName: 'Theresa Anne Pruitt',
  phone: '843-555-0199',
  email: 'theresa.pruitt@example.com',
  relationships: ['familyOrFriend'],
  otherRelationship: '',
  howTheyKnow: '  We married in 2004, two years before his tour.  ',
  whatTheySaw:
    'He came home in 2006 and could not take the stairs without holding the rail.\n\nHe <b>winces</b> every morning.',
  whenTheySawIt: 'Since the summer of 2006',
  beforeService: 'He ran every weekend.',
  afterService: 'He stopped running.',
  anythingElse: '',
  certified: true,
};

const listOf = async (cookies: Cookies) => {
  const response = await callApi(t.app, 'GET', '/api/witness-requests', cookies);
  expect(response.statusCode).toBe(200);
  return response.json<WitnessRequest[]>();
};

describe('witness link', () => {
  it('gives a link once, and the witness opens it signed out seeing only what is allowed', async () => {
    const { request, link } = await invite();
    expect(link).toMatch(/^http:\/\/wingman\.test\/witness\/[A-Za-z0-9_-]{43}$/);
    expect(request).toMatchObject({ state: 'waiting', conditionName: 'Left knee' });
    expect(JSON.stringify(await listOf(alice.cookies))).not.toContain(tokenOf(link));

    const response = await open(tokenOf(link));
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'conditionName',
        'expiresAt',
        'relationship',
        'veteranName',
        'whatTheySaw',
        'witnessName',
      ].sort(),
    );
    expect(body).toEqual({
      veteranName: 'Marcus',
      conditionName: 'Left knee',
      witnessName: 'Theresa',
      relationship: 'spouse',
      whatTheySaw: 'How I limp on stairs since 2006',
      expiresAt: new Date(clock.getTime() + 30 * DAY_MS).toISOString(),
    });
    expect(response.body).not.toContain('ramp');
    expect(response.body).not.toContain(alice.email);
  });

  it("keeps only the token's SHA-256 in the database, never the token itself", async () => {
    const { request, link } = await invite();
    const token = tokenOf(link);
    // PGlite and node-postgres both answer with `rows`; the shared type leaves it open.
    const { rows } = (await t.database.db.execute(
      sql`select row_to_json(w)::text as row, w.token_hash from witness_requests w where w.id = ${request.id}`,
    )) as unknown as { rows: { row: string; token_hash: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.row).not.toContain(token);
  });

  it('takes the answers once, kept exactly as written, and refuses a second submission', async () => {
    const { request, link } = await invite();
    const token = tokenOf(link);
    const first = await submit(token, answers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: expect.stringContaining('Thank you'),
      safety: { level: 'none' },
    });

    const again = await submit(token, { ...answers, whatTheySaw: 'Changed.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.stringContaining('already been sent') });
    expect((await open(token)).statusCode).toBe(409);

    const stored = (await listOf(alice.cookies)).find((each) => each.id === request.id)!;
    expect(stored.state).toBe('answered');
    expect(stored.answers).toEqual({ ...answers });
    expect(stored.answers!.howTheyKnow).toBe('  We married in 2004, two years before his tour.  ');
  });

  it('lets two submissions at once keep only one', async () => {
    const { link } = await invite();
    const token = tokenOf(link);
    const results = await Promise.all([
      submit(token, answers),
      submit(token, { ...answers, fullName: 'Someone Else' }),
    ]);
    expect(results.map((each) => each.statusCode).sort()).toEqual([201, 409]);
  });

  it('says so when the link has expired, by the clock', async () => {
    const { link } = await invite();
    const token = tokenOf(link);
    const start = clock;
    clock = new Date(start.getTime() + 30 * DAY_MS + 1000);
    try {
      const opened = await open(token);
      expect(opened.statusCode).toBe(410);
      expect(opened.json()).toEqual({ message: witnessLinkMessages.expired });
      expect((await submit(token, answers)).statusCode).toBe(410);
    } finally {
      clock = start;
    }
  });

  it('stops working once withdrawn, and says nothing of why', async () => {
    const { request, link } = await invite();
    const withdrawn = await callApi(
      t.app,
      'DELETE',
      `/api/witness-requests/${request.id}`,
      alice.cookies,
    );
    expect(withdrawn.statusCode).toBe(204);
    const opened = await open(tokenOf(link));
    expect(opened.statusCode).toBe(404);
    expect((await submit(tokenOf(link), answers)).statusCode).toBe(404);
    expect((await open('not-a-real-token')).statusCode).toBe(404);
  });

  it('refuses answers that miss the questions, in the error shape with each field', async () => {
    const { link } = await invite();
    const response = await submit(tokenOf(link), {
      fullName: '   ',
      email: 'not an address',
      relationships: ['cousin'],
      howTheyKnow: 'x'.repeat(2001),
      whatTheySaw: '',
      certified: false,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string }[] }>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((error) => error.path).sort()).toEqual(
      [
        'certified',
        'email',
        'fullName',
        'howTheyKnow',
        'relationships.0',
        'whatTheySaw',
        'whenTheySawIt',
      ].sort(),
    );
    // Still open: a refused submission uses nothing up.
    expect((await open(tokenOf(link))).statusCode).toBe(200);
  });

  it('refuses a veteran’s request without a condition, and another veteran’s condition', async () => {
    const none = await callApi(t.app, 'POST', '/api/witness-requests', alice.cookies, {
      witnessName: 'Theresa',
      relationship: 'spouse',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: [{ path: 'conditionName' }] });

    const foreign = await callApi(t.app, 'POST', '/api/witness-requests', bob, {
      conditionId: knee.id,
      witnessName: 'Theresa',
      relationship: 'spouse',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps another veteran out of the requests, and the token opens nothing of the veteran’s', async () => {
    const { request, link } = await invite();
    await submit(tokenOf(link), answers);
    expect(await listOf(bob)).toEqual([]);
    for (const [method, url] of [
      ['DELETE', `/api/witness-requests/${request.id}`],
      ['POST', `/api/witness-requests/${request.id}/accept`],
      ['GET', `/api/witness-requests/${request.id}/form.pdf`],
    ] as const)
      expect((await callApi(t.app, method, url, bob)).statusCode).toBe(404);

    // The token is no session: with it alone, the veteran's own routes answer 401.
    for (const url of ['/api/case', '/api/witness-requests', '/api/account/export'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${tokenOf(link)}` },
            cookies: { token: tokenOf(link) },
          })
        ).statusCode,
      ).toBe(401);
  });

  it('adds the answers to My Case as a witness statement on the evidence map, once', async () => {
    const { request, link } = await invite();
    await submit(tokenOf(link), answers);
    const accepted = await callApi(
      t.app,
      'POST',
      `/api/witness-requests/${request.id}/accept`,
      alice.cookies,
    );
    expect(accepted.statusCode).toBe(200);
    const { statement } = accepted.json<{ statement: { id: string; text: string } }>();
    expect(statement.text).toContain(answers.whatTheySaw);
    expect(statement.text).toContain(answers.howTheyKnow);

    const myCase = (await callApi(t.app, 'GET', '/api/case', alice.cookies)).json<CaseResponse>();
    expect(myCase.statements).toContainEqual(
      expect.objectContaining({
        id: statement.id,
        kind: 'witness',
        witnessName: 'Theresa Anne Pruitt',
        witnessRelationship: 'family or friend',
        conditionId: knee.id,
        elementKey: 'in-service-event',
      }),
    );
    const event = myCase.conditions
      .find((condition) => condition.id === knee.id)!
      .elements.find((element) => element.key === 'in-service-event')!;
    expect(event.status).toBe('witness');
    expect(event.items).toContainEqual(
      expect.objectContaining({ kind: 'witness-statement', statementId: statement.id }),
    );

    const listed = (await listOf(alice.cookies)).find((each) => each.id === request.id)!;
    expect(listed).toMatchObject({ state: 'added', statementId: statement.id });
    const twice = await callApi(
      t.app,
      'POST',
      `/api/witness-requests/${request.id}/accept`,
      alice.cookies,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('joins a condition named in words to the one of that name in My Case', async () => {
    const { request } = await invite({ conditionId: undefined, conditionName: 'LEFT KNEE' });
    expect(request).toMatchObject({ conditionId: knee.id, conditionName: 'Left knee' });
    const { request: other } = await invite({ conditionId: undefined, conditionName: 'Migraines' });
    expect(other).toMatchObject({ conditionId: null, conditionName: 'Migraines' });
  });

  it('has nothing to add or fill before the witness answers', async () => {
    const { request } = await invite();
    for (const [method, url] of [
      ['POST', `/api/witness-requests/${request.id}/accept`],
      ['GET', `/api/witness-requests/${request.id}/form.pdf`],
    ] as const)
      expect((await callApi(t.app, method, url, alice.cookies)).statusCode).toBe(409);
  });

  it('refuses answers posted from another site', async () => {
    const { link } = await invite();
    const response = await submit(tokenOf(link), answers, {
      origin: 'https://elsewhere.example',
    });
    expect(response.statusCode).toBe(403);
    expect((await open(tokenOf(link))).statusCode).toBe(200);
  });
});

const { describeWithForm, fields } = vaForm('21-10210');

describeWithForm('the witness’s answers on VA Form 21-10210', () => {
  it('holds the witness’s words in Section III and the witness in Section IV', async () => {
    await callApi(t.app, 'PUT', '/api/profile', alice.cookies, { displayName: 'Marcus' });
    const { request, link } = await invite();
    await submit(tokenOf(link), {
      ...answers,
      relationships: ['servedWith', 'familyOrFriend'],
      otherRelationship: 'Neighbor since 2012',
    });
    const response = await callApi(
      t.app,
      'GET',
      `/api/witness-requests/${request.id}/form.pdf`,
      alice.cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');

    const read = await readFields(response.rawPayload);
    const { box, checked } = byTooltip(read, fields());
    const statement = [
      box('17. STATEMENT', 'SECTION 3: STATEMENT (Use'),
      box('17. STATEMENT', 'SECTION 3: STATEMENT (Continued)'),
    ].join('');
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    for (const answer of [
      answers.howTheyKnow,
      answers.whatTheySaw,
      answers.whenTheySawIt,
      answers.beforeService,
      answers.afterService,
    ])
      expect(words(statement).join(' ')).toContain(words(answer!).join(' '));
    expect(statement).toContain('He <b>winces</b> every morning.');
    expect(box('18. WITNESS NAME (First', 'First Name')).toBe('Theresa');
    expect(box('18. WITNESS NAME. Middle Initial')).toBe('A');
    expect(box('18. WITNESS NAME. Last Name')).toBe('Pruitt');
    expect(checked('SERVED WITH VETERAN / CLAIMANT')).toBe(true);
    expect(checked('19. FAMILY / FRIEND OF VETERAN / CLAIMANT')).toBe(true);
    expect(checked('19. COWORKER / SUPERVISOR')).toBe(false);
    expect(checked('19. OTHER (Specify)')).toBe(true);
    expect(box('19. Specify Other')).toBe('Neighbor since 2012');
    expect(box('20. TELEPHONE NUMBER', 'three digits of Area Code')).toBe('843');
    expect(box('21. E-MAIL ADDRESS', 'Line 1 of 2')).toBe('theresa.pruitt');
    // Nothing of the veteran's was asked: no SSN is written.
    expect(box('2. SOCIAL SECURITY NUMBER. Enter First Three')).toBe('');
  });

  it('names the veteran by their legal name, not the display name, with the SSN, VA file number and date of birth typed for the download, and names the claimed condition', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `mike-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Michael',
        lastName: 'Okafor',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const mike = sessionCookie(registered)!;
    await callApi(t.app, 'PUT', '/api/profile', mike, { displayName: 'Mike' });
    const sleep = (
      await callApi(t.app, 'POST', '/api/case/conditions', mike, {
        name: 'Sleep apnea',
        basis: 'direct',
      })
    ).json<CaseCondition>();
    const { request, link } = await invite({ conditionId: sleep.id }, mike);
    await submit(tokenOf(link), answers);

    const plain = await callApi(t.app, 'GET', `/api/witness-requests/${request.id}/form.pdf`, mike);
    expect(plain.statusCode).toBe(200);
    const named = byTooltip(await readFields(plain.rawPayload), fields());
    expect(named.box("1. VETERAN'S NAME", 'First Name')).toBe('Michael');
    expect(named.box("1. VETERAN'S NAME. Last Name")).toBe('Okafor');

    const typed = await callApi(
      t.app,
      'POST',
      `/api/witness-requests/${request.id}/form.pdf`,
      mike,
      {
        ssn: '321-54-9876',
        vaFileNumber: '87654321',
        dateOfBirth: '1980-02-29',
      },
    );
    expect(typed.statusCode, typed.body.slice(0, 200)).toBe(200);
    const { box } = byTooltip(await readFields(typed.rawPayload), fields());
    expect(box("1. VETERAN'S NAME", 'First Name')).toBe('Michael');
    expect(box('2. SOCIAL SECURITY NUMBER. Enter First Three')).toBe('321');
    expect(box('2. SOCIAL SECURITY NUMBER. Enter Last Four')).toBe('9876');
    expect(box('3. V. A. FILE NUMBER')).toBe('87654321');
    expect(box('4. DATE OF BIRTH. Enter 4 digit year')).toBe('1980');
    const statement = box('17. STATEMENT', 'SECTION 3: STATEMENT (Use');
    expect(statement).toMatch(/^Regarding the veteran's claim for: Sleep apnea/);
    expect(statement).not.toContain('Mike');
  });
});

describe('witness link rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ now: () => clock, rateLimits: { witnessLinkPerIp: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 once one address has tried too many links', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await limited.app.inject({ method: 'GET', url: `/api/witness/guess-${i}` })).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 429]);
    const refused = await limited.app.inject({
      method: 'POST',
      url: '/api/witness/guess-5',
      payload: answers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringContaining('Too many attempts') });
    const elsewhere = await limited.app.inject({
      method: 'GET',
      url: '/api/witness/guess-6',
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

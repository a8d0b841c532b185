import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidanceSchema } from '../../../contracts/disabilities';
import {
  callApi,
  registerUser,
  createTestApp,
  type ApiCall,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request: ApiCall = (...args) => callApi(t.app, ...args);

/** A new veteran with these disabilities; returns their cookies and the created rows. */
async function veteranWith(...disabilities: Record<string, unknown>[]) {
  const cookies = (await registerUser(t.app)).cookies;
  const created = [];
  for (const disability of disabilities) {
    created.push((await request('POST', '/api/disabilities', cookies, disability)).json());
  }
  return { cookies, created };
}

describe('GET /api/disabilities/:id/guidance: words from content/guidance', () => {
  it('PTSD 50%: overview, what decides 70%, the rule to check, and the risk of a new exam', async () => {
    const { cookies, created } = await veteranWith({
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });
    const response = await request('GET', `/api/disabilities/${created[0].id}/guidance`, cookies);
    expect(response.statusCode).toBe(200);
    const guidance = guidanceSchema.parse(response.json());

    expect(guidance.nextPercentage).toBe(70);
    expect(guidance.overview).toContain('Your current rating is 50%.');
    expect(guidance.overview).toContain('The next higher level is 70%.');
    expect(guidance.overview).not.toContain(guidance.percentageLevels['70']);
    expect(guidance.keyFindings.join(' ')).toMatch(/deficiencies in most areas/i);
    expect(guidance.ruleCheck).toEqual({
      label: '38 CFR 4.130',
      url: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.130',
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    for (const rule of ['38 CFR 3.344', '38 CFR 3.951(b)', '38 CFR 3.105(e)']) {
      expect(guidance.upgradeGuidance).toContain(rule);
    }
    const { confidence: _confidence, ...shown } = guidance;
    expect(JSON.stringify(shown)).not.toMatch(/not confirmed|not verified|AI-powered/i);
  });

  it('a condition we have no criteria for: general guidance, no rule check, no findings', async () => {
    const { cookies, created } = await veteranWith({
      name: 'Something rare',
      currentPercentage: 20,
    });
    const response = await request('GET', `/api/disabilities/${created[0].id}/guidance`, cookies);
    expect(response.statusCode).toBe(200);
    const guidance = guidanceSchema.parse(response.json());
    expect(guidance).toMatchObject({
      conditionName: null,
      nextPercentage: null,
      keyFindings: [],
      goodToKnow: [],
      ruleCheck: null,
      percentageLevels: {},
    });
    expect(guidance.overview).toContain('We do not have the rating criteria for Something rare');
    expect(guidance.upgradeGuidance).toContain('38 CFR 3.344');
  });

  it("a name in the veteran's own words: one condition it means is used; several are offered to choose from, and the chosen code shows its levels", async () => {
    const { cookies, created } = await veteranWith(
      { name: 'ringing in my ears', currentPercentage: 10 },
      { name: 'left knee', currentPercentage: 10 },
    );
    const guidanceOf = async (id: string) => {
      const response = await request('GET', `/api/disabilities/${id}/guidance`, cookies);
      expect(response.statusCode).toBe(200);
      return guidanceSchema.parse(response.json());
    };

    const ears = await guidanceOf(created[0].id);
    expect(ears).toMatchObject({ diagnosticCode: '6260', codeFromName: true, codeChoices: [] });
    expect(Object.keys(ears.percentageLevels)).toContain('10');

    const knee = await guidanceOf(created[1].id);
    expect(knee).toMatchObject({ conditionName: null, codeFromName: false, percentageLevels: {} });
    expect(knee.codeChoices.map((choice) => choice.diagnosticCode)).toEqual(
      expect.arrayContaining(['5257', '5260', '5261']),
    );
    expect(knee.overview).not.toContain('We do not have the rating criteria');
    expect(knee.overview).toContain('Choose the one your decision letter names');

    const chosen = await request('PATCH', `/api/disabilities/${created[1].id}`, cookies, {
      diagnosticCode: '5260',
    });
    expect(chosen.statusCode).toBe(200);
    const kneeChosen = await guidanceOf(created[1].id);
    expect(kneeChosen).toMatchObject({ diagnosticCode: '5260', codeChoices: [] });
    expect(kneeChosen.conditionName).toMatch(/flexion/i);
  });

  it('at a combined 100%, TDIU is a possibility to check, not dismissed', async () => {
    const { cookies, created } = await veteranWith(
      { name: 'Tinnitus', currentPercentage: 10, diagnosticCode: '6260' },
      { name: 'Cancer', currentPercentage: 100 },
    );
    const response = await request('GET', `/api/disabilities/${created[0].id}/guidance`, cookies);
    const guidance = guidanceSchema.parse(response.json());
    expect(guidance.upgradeGuidance).toMatch(/TDIU can still matter.*SMC\(s\)/);
    expect(guidance.sources).toContain('Bradley v. Peake, 22 Vet.App. 280 (2008)');
  });
});

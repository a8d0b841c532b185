// A back, a neck and two knees through the real endpoints: each spine disability is rated on its
// own part of the spine's levels (38 CFR 4.71a), and each knee is named with its side wherever
// it is shown: guidance, the chat and My Case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../contracts/account';
import type { CaseResponse } from '../../../contracts/case';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { guidanceSchema, type Disability } from '../../../contracts/disabilities';
import { askInNewChat } from '../../test/chat';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
let cookies: Cookies;
const saved: Record<string, Disability> = {};

const veteransList = {
  lowerBack: { name: 'Lower back', currentPercentage: 20, diagnosticCode: '5237' },
  neck: { name: 'Neck strain', currentPercentage: 20, diagnosticCode: '5237' },
  spine: {
    name: 'Spine condition',
    currentPercentage: 20,
    diagnosticCode: '5237',
    spineSegment: 'thoracolumbar',
  },
  unplaced: { name: 'DDD', currentPercentage: 10, diagnosticCode: '5242' },
  leftKnee: {
    name: 'Knee, limitation of flexion',
    currentPercentage: 10,
    diagnosticCode: '5260',
    side: 'left',
  },
  rightKnee: {
    name: 'Knee, limitation of flexion',
    currentPercentage: 10,
    diagnosticCode: '5260',
    side: 'right',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  cookies = (await registerUser(t.app)).cookies;
  for (const [key, disability] of Object.entries(veteransList)) {
    const response = await callApi(t.app, 'POST', '/api/disabilities', cookies, disability);
    expect(response.statusCode).toBe(201);
    saved[key] = response.json<Disability>();
  }
});
afterAll(() => t.close());

const guidanceFor = async (key: string) => {
  const response = await callApi(
    t.app,
    'GET',
    `/api/disabilities/${saved[key]!.id}/guidance`,
    cookies,
  );
  expect(response.statusCode).toBe(200);
  return guidanceSchema.parse(response.json());
};

describe('a spine disability gets its own part of the spine’s levels', () => {
  it('"Lower back" at 20%: the next level is 40%, with the back’s criteria', async () => {
    const guidance = await guidanceFor('lowerBack');
    expect(guidance.nextPercentage).toBe(40);
    expect(guidance.spineSegment).toBe('thoracolumbar');
    expect(Object.keys(guidance.percentageLevels)).toEqual(['10', '20', '40', '50', '100']);
    expect(guidance.percentageLevels['40']).toMatch(/forward flexion of 30 degrees or less/i);
    expect(guidance.percentageLevels['40']).toMatch(
      /favorable ankylosis of the entire thoracolumbar/i,
    );
    expect(guidance.keyFindings.join(' ')).toMatch(/30 degrees or less/);
    const levelsAndSteps = [
      ...Object.values(guidance.percentageLevels),
      ...guidance.keyFindings,
      ...guidance.doctorGuidance,
      guidance.upgradeGuidance,
    ].join(' ');
    expect(levelsAndSteps).not.toMatch(/neck|cervical/i);
    expect(guidance.optimizationAlert).toContain('40%');
  });

  it('"Neck strain" at 20%: the next level is 30%, with the neck’s criteria', async () => {
    const guidance = await guidanceFor('neck');
    expect(guidance.nextPercentage).toBe(30);
    expect(Object.keys(guidance.percentageLevels)).toEqual(['10', '20', '30', '40', '100']);
    expect(guidance.percentageLevels['30']).toMatch(/neck forward flexion of 15 degrees or less/i);
  });

  it('"Spine condition" with the back chosen: rated on the back’s levels', async () => {
    expect(saved.spine!.spineSegment).toBe('thoracolumbar');
    expect((await guidanceFor('spine')).nextPercentage).toBe(40);
  });

  it('"DDD", which does not say, shows both parts’ levels and says a choice is missing', async () => {
    const guidance = await guidanceFor('unplaced');
    expect(guidance.spineSegment).toBe('not-chosen');
    expect(guidance.nextPercentage).toBe(20);
  });

  it('a name VA’s list knows without a code ("Degenerative disc disease") takes a choice too', async () => {
    const created = await callApi(t.app, 'POST', '/api/disabilities', cookies, {
      name: 'Degenerative disc disease',
      currentPercentage: 20,
      spineSegment: 'cervical',
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Disability>();
    expect(saved).toMatchObject({ diagnosticCode: null, ratedUnderCode: '5242' });
    expect(saved.ratingLevels).toEqual([10, 20, 30, 40, 100]);
    const guidance = await callApi(t.app, 'GET', `/api/disabilities/${saved.id}/guidance`, cookies);
    expect(guidance.json()).toMatchObject({ nextPercentage: 30, spineSegment: 'cervical' });
    await callApi(t.app, 'DELETE', `/api/disabilities/${saved.id}`, cookies);
  });

  it('the list gives each its own levels, for the what-if raise', async () => {
    const list = (await callApi(t.app, 'GET', '/api/disabilities', cookies)).json<Disability[]>();
    const levelsOf = (name: string) => list.find((d) => d.name === name)?.ratingLevels;
    expect(levelsOf('Lower back')).toEqual([10, 20, 40, 50, 100]);
    expect(list.find((d) => d.name === 'Lower back')?.ratedUnderCode).toBe('5237');
    expect(levelsOf('Neck strain')).toEqual([10, 20, 30, 40, 100]);
    expect(levelsOf('Spine condition')).toEqual([10, 20, 40, 50, 100]);
  });

  it('a back rating of 30%, which only the neck has, is asked about before it is saved', async () => {
    const response = await callApi(
      t.app,
      'PATCH',
      `/api/disabilities/${saved.spine!.id}`,
      cookies,
      {
        currentPercentage: 30,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toContain('10%, 20%, 40%, 50% or 100%');
  });

  it('the chat says what the back’s next level takes', async () => {
    const session = await callApi(t.app, 'POST', '/api/chat/sessions', cookies, {});
    const response = await callApi(t.app, 'POST', '/api/chat/message', cookies, {
      sessionId: session.json<ChatSession>().id,
      content: 'What would it take to get a higher rating for this?',
      attachedDisabilities: [saved.lowerBack!.id],
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<SendMessageResult>().assistantMessage.content;
    expect(answer).toContain('**40% next:**');
    expect(answer).not.toMatch(/30% next|Neck \(cervical\) only/);
  });

  it('the chat’s criteria for the lower back are the back’s own', async () => {
    const answer = await askInNewChat(
      t.app,
      cookies,
      'What are the criteria for the next level for a lower back strain?',
    );
    expect(answer).toContain('- **40%:** Mid and low back forward flexion of 30 degrees or less');
    expect(answer).not.toMatch(/\*\*30%:\*\*/);
  });

  it('the part of the spine is kept in the account export', async () => {
    const exported = (
      await callApi(t.app, 'GET', '/api/account/export', cookies)
    ).json<AccountExport>();
    expect(exported.disabilities.find((d) => d.name === 'Spine condition')?.spineSegment).toBe(
      'thoracolumbar',
    );
  });
});

describe('a part of the spine is only for a spine code', () => {
  it('is refused for a knee, naming the field', async () => {
    const response = await callApi(t.app, 'POST', '/api/disabilities', cookies, {
      ...veteransList.leftKnee,
      spineSegment: 'cervical',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'spineSegment' })]);
  });

  it('must be the neck or the back', async () => {
    const response = await callApi(
      t.app,
      'PATCH',
      `/api/disabilities/${saved.spine!.id}`,
      cookies,
      {
        spineSegment: 'lumbar',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: 'spineSegment' });
  });
});

describe('two knees are told apart by their side', () => {
  it('guidance names each knee with its side, in its title and its words', async () => {
    const left = await guidanceFor('leftKnee');
    const right = await guidanceFor('rightKnee');
    expect(left.disabilityName).toBe('Knee, limitation of flexion (left)');
    expect(right.disabilityName).toBe('Knee, limitation of flexion (right)');
    expect(left.overview).toContain('Knee, limitation of flexion (left)');
    expect(right.overview).toContain('Knee, limitation of flexion (right)');
  });

  it('the chat’s what-if names the knee the question asks about', async () => {
    const answer = await askInNewChat(t.app, cookies, 'What if my right knee went to 20%?');
    expect(answer).toContain('If Knee, limitation of flexion (right) went from 10% to 20%');
  });

  it('My Case offers each knee by its side', async () => {
    const myCase = (await callApi(t.app, 'GET', '/api/case', cookies)).json<CaseResponse>();
    const offered = myCase.suggestions.map((suggestion) => suggestion.name);
    expect(offered).toEqual(
      expect.arrayContaining([
        'Knee, limitation of flexion (left)',
        'Knee, limitation of flexion (right)',
      ]),
    );
  });
});

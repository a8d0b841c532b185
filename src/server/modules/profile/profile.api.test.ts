import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { DEFAULT_DISPLAY_NAME, type Profile } from '../../../contracts/profile';
import { profiles } from '../../db/tables';
import {
  createTestApp,
  registerUser,
  sessionCookie,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (cookies?: Cookies) =>
  t.app.inject({ method: 'GET', url: '/api/profile', ...(cookies && { cookies }) });
const putProfile = (cookies: Cookies | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', payload, ...(cookies && { cookies }) });

/** The rows stored for one veteran, read straight from the database. */
const storedRows = (userId: string) =>
  t.database.db.select().from(profiles).where(eq(profiles.userId, userId));

const { displayName: _, ...defaults } = SPEC_PROFILE_DEFAULTS;

const filledIn: Profile = {
  displayName: 'Sgt. Maria Lopez',
  email: 'maria.contact@example.org',
  branchOfService: 'marines',
  serviceYears: '2004–2012',
  notifications: false,
  emailUpdates: true,
  aiPersonality: 'friendly',
  defaultChatMode: 'claim-specific',
  privacyLevel: 'maximum',
  bio: 'Two deployments; working on a tinnitus claim.',
  married: true,
  spouseAidAndAttendance: false,
  childrenUnder18: 2,
  childrenInSchool: 1,
  dependentParents: 0,
  serviceHistory: null,
};

async function registerNamed(firstName?: string, lastName?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: uniqueEmail(), password: 'correct horse battery', firstName, lastName },
  });
  return { cookies: sessionCookie(response)!, user: response.json<{ id: string }>() };
}

describe('profile', () => {
  it('shows the defaults to a veteran who never saved, without storing anything', async () => {
    const { cookies, user } = await registerUser(t.app);

    const response = await getProfile(cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ displayName: DEFAULT_DISPLAY_NAME, ...defaults });
    expect(await storedRows(user.id)).toEqual([]);
  });

  it('greets a veteran by the first and last name they registered with', async () => {
    const named = await registerNamed('Maria', 'Lopez');
    expect((await getProfile(named.cookies)).json()).toEqual({
      displayName: 'Maria Lopez',
      ...defaults,
    });

    const firstNameOnly = await registerNamed('Maria');
    expect((await getProfile(firstNameOnly.cookies)).json().displayName).toBe(DEFAULT_DISPLAY_NAME);
  });

  it('saves the whole profile and returns it on the next visit', async () => {
    const { cookies, user } = await registerUser(t.app);

    const saved = await putProfile(cookies, { ...filledIn, displayName: '  Sgt. Maria Lopez  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(filledIn);
    expect((await getProfile(cookies)).json()).toEqual(filledIn);

    const changed = { ...filledIn, branchOfService: null, email: '', bio: '' };
    expect((await putProfile(cookies, changed)).json()).toEqual(changed);
    expect((await getProfile(cookies)).json()).toEqual(changed);
    expect(await storedRows(user.id)).toHaveLength(1);
  });

  it('refuses bad input with the message for each field and saves nothing', async () => {
    const { cookies, user } = await registerUser(t.app);
    const refused = async (payload: object) => {
      const response = await putProfile(cookies, payload);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string; errors: { path: string; message: string }[] }>();
    };

    expect((await refused({ ...filledIn, displayName: '   ' })).errors).toEqual([
      { path: 'displayName', message: 'Display name is required' },
    ]);
    expect((await refused({ ...filledIn, email: 'maria at example' })).errors).toEqual([
      { path: 'email', message: 'Invalid email address' },
    ]);
    expect((await refused({ ...filledIn, bio: 'x'.repeat(501) })).errors).toEqual([
      { path: 'bio', message: 'Bio must be less than 500 characters' },
    ]);
    const { displayName: _omitted, ...withoutName } = filledIn;
    expect(await refused(withoutName)).toEqual({
      message: 'Required',
      errors: [{ path: 'displayName', message: 'Required' }],
    });
    for (const field of ['aiPersonality', 'defaultChatMode', 'privacyLevel', 'branchOfService']) {
      const { errors } = await refused({ ...filledIn, [field]: 'sarcastic' });
      expect(errors.map(({ path }) => path)).toEqual([field]);
    }
    expect((await refused({ ...filledIn, notifications: 'yes' })).errors[0]?.path).toBe(
      'notifications',
    );

    expect(await storedRows(user.id)).toEqual([]);
    expect((await getProfile(cookies)).json()).toEqual({
      displayName: DEFAULT_DISPLAY_NAME,
      ...defaults,
    });
  });

  it('keeps the saved profile when a later save is refused', async () => {
    const { cookies } = await registerUser(t.app);
    await putProfile(cookies, filledIn);

    expect((await putProfile(cookies, { ...filledIn, email: 'not-an-address' })).statusCode).toBe(
      400,
    );
    expect((await getProfile(cookies)).json()).toEqual(filledIn);
  });

  it('answers 401 to a signed-out caller, before looking at the body', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    const put = await putProfile(undefined, { bio: 42 });
    expect(put.statusCode).toBe(401);
    expect(put.json()).not.toHaveProperty('errors');
  });

  it('keeps each veteran’s profile to themselves', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);

    await putProfile(alice.cookies, filledIn);

    expect((await getProfile(bob.cookies)).json()).toEqual({
      displayName: DEFAULT_DISPLAY_NAME,
      ...defaults,
    });
    const bobs = { ...filledIn, displayName: 'Bob', aiPersonality: 'detailed' };
    await putProfile(bob.cookies, bobs);
    expect((await getProfile(alice.cookies)).json()).toEqual(filledIn);
    expect((await getProfile(bob.cookies)).json()).toEqual(bobs);
  });
});

describe('dependents on the profile', () => {
  const noDependents = {
    married: null,
    spouseAidAndAttendance: false,
    childrenUnder18: null,
    childrenInSchool: null,
    dependentParents: null,
  };

  it('start empty, are saved with the profile, stored in their columns and read back', async () => {
    const { cookies, user } = await registerUser(t.app);
    expect((await getProfile(cookies)).json()).toMatchObject(noDependents);

    const family = {
      ...filledIn,
      married: true,
      spouseAidAndAttendance: true,
      childrenUnder18: 3,
      childrenInSchool: 2,
      dependentParents: 2,
    };
    const saved = await putProfile(cookies, family);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(family);
    expect((await getProfile(cookies)).json()).toEqual(family);
    const [row] = await storedRows(user.id);
    expect(row).toMatchObject({
      married: true,
      spouseAidAndAttendance: true,
      childrenUnder18: 3,
      childrenInSchool: 2,
      dependentParents: 2,
    });

    // Emptied again: "not given" is kept apart from 0.
    const cleared = { ...family, ...noDependents };
    expect((await putProfile(cookies, cleared)).json()).toEqual(cleared);
    expect((await getProfile(cookies)).json()).toEqual(cleared);
    const unmarried = {
      ...family,
      married: false,
      spouseAidAndAttendance: false,
      childrenUnder18: 0,
    };
    expect((await putProfile(cookies, unmarried)).json()).toEqual(unmarried);
  });

  it('an older client that sends no dependents saves them as not given', async () => {
    const { cookies } = await registerUser(t.app);
    const {
      married: _m,
      spouseAidAndAttendance: _a,
      childrenUnder18: _c,
      childrenInSchool: _s,
      dependentParents: _p,
      ...withoutDependents
    } = filledIn;
    const saved = await putProfile(cookies, withoutDependents);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...withoutDependents, ...noDependents });
  });

  it('refuses counts VA would not take, with the message for each field, and saves nothing', async () => {
    const { cookies, user } = await registerUser(t.app);
    const refused = async (payload: object) => {
      const response = await putProfile(cookies, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        message: string;
        errors: { path: string; message: string }[];
      }>();
      expect(typeof body.message).toBe('string');
      return body.errors;
    };

    expect(await refused({ ...filledIn, dependentParents: 3 })).toEqual([
      { path: 'dependentParents', message: 'Dependent parents must be a whole number from 0 to 2' },
    ]);
    expect(await refused({ ...filledIn, childrenUnder18: -1 })).toEqual([
      {
        path: 'childrenUnder18',
        message: 'Children under 18 must be a whole number from 0 to 20',
      },
    ]);
    expect(await refused({ ...filledIn, childrenInSchool: 1.5 })).toEqual([
      {
        path: 'childrenInSchool',
        message: 'Children 18 to 23 in school must be a whole number from 0 to 20',
      },
    ]);
    expect(await refused({ ...filledIn, childrenUnder18: 21 })).toEqual([
      {
        path: 'childrenUnder18',
        message: 'Children under 18 must be a whole number from 0 to 20',
      },
    ]);
    expect(await refused({ ...filledIn, childrenUnder18: '2' })).toEqual([
      {
        path: 'childrenUnder18',
        message: 'Children under 18 must be a whole number from 0 to 20',
      },
    ]);
    expect(await refused({ ...filledIn, married: 'yes' })).toEqual([
      { path: 'married', message: 'Married must be yes, no or not given' },
    ]);
    expect(await refused({ ...filledIn, married: false, spouseAidAndAttendance: true })).toEqual([
      {
        path: 'spouseAidAndAttendance',
        message: 'Aid and Attendance for a spouse needs Married set to Yes',
      },
    ]);

    expect(await storedRows(user.id)).toEqual([]);
  });
});

describe('service history on the profile', () => {
  const history = {
    periods: [{ branch: 'army', from: '1989-06-01', to: '1993-05-31' }],
    places: [
      { place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' },
      { place: 'Camp Lejeune', from: '1992-01-01', to: null },
    ],
    exposures: ['burn-pits'],
  };

  it('is saved, read back, kept by a save that leaves it out, cleared by null and exported', async () => {
    const { cookies, user } = await registerUser(t.app);
    const saved = await putProfile(cookies, { ...filledIn, serviceHistory: history });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().serviceHistory).toEqual(history);
    expect((await getProfile(cookies)).json().serviceHistory).toEqual(history);
    const [row] = await storedRows(user.id);
    expect(row?.serviceHistory).toEqual(history);

    const { serviceHistory: _left, ...withoutHistory } = filledIn;
    const kept = await putProfile(cookies, { ...withoutHistory, bio: 'Changed' });
    expect(kept.json()).toMatchObject({ bio: 'Changed', serviceHistory: history });

    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', cookies });
    expect(exported.json().profile.serviceHistory).toEqual(history);

    expect((await putProfile(cookies, filledIn)).json().serviceHistory).toBeNull();
    expect((await getProfile(cookies)).json().serviceHistory).toBeNull();
  });

  it('refuses a span that ends before it starts, a bad date, a long place or an unknown exposure', async () => {
    const { cookies, user } = await registerUser(t.app);
    const refused = async (serviceHistory: object) => {
      const response = await putProfile(cookies, { ...filledIn, serviceHistory });
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: { path: string; message: string }[] }>().errors;
    };
    expect(
      await refused({ periods: [{ branch: 'army', from: '1993-05-31', to: '1989-06-01' }] }),
    ).toEqual([
      {
        path: 'serviceHistory.periods.0.to',
        message: 'A period of service cannot end before it starts',
      },
    ]);
    expect(await refused({ places: [{ place: 'Kuwait', from: '1991-02-30' }] })).toEqual([
      { path: 'serviceHistory.places.0.from', message: expect.stringContaining('From') },
    ]);
    expect(
      (await refused({ places: [{ place: 'x'.repeat(121), from: '1991-01-01' }] }))[0]?.path,
    ).toBe('serviceHistory.places.0.place');
    expect((await refused({ exposures: ['moon-dust'] }))[0]?.path).toBe(
      'serviceHistory.exposures.0',
    );
    expect(await storedRows(user.id)).toEqual([]);
  });
});

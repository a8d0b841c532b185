import { describe, expect, it } from 'vitest';
import { VETERAN_ALONE } from '../ratings/household-compensation';
import { readHousehold } from './household-question';

describe('readHousehold', () => {
  it.each([
    ['what does 70% pay with my wife and 2 kids', { spouse: true, childrenUnder18: 2 }],
    ['how much is 50% with a spouse and two kids', { spouse: true, childrenUnder18: 2 }],
    ['what do i get at 90 with a child', { childrenUnder18: 1 }],
    [
      '100% married with 3 children, one of them in college',
      { spouse: true, childrenUnder18: 2, childrenInSchool: 1 },
    ],
    [
      '70 percent with a daughter in college and a son',
      { childrenUnder18: 1, childrenInSchool: 1 },
    ],
    ['60% with my husband and both parents', { spouse: true, dependentParents: 2 }],
    ['what does 40% pay with my mom', { dependentParents: 1 }],
    ['80% with my wife on aid and attendance', { spouse: true, spouseAidAndAttendance: true }],
    ['what does 70% pay with no dependents', {}],
    ["what does 70% pay, I'm divorced with 2 kids", { childrenUnder18: 2 }],
  ])('"%s"', (question, household) => {
    expect(readHousehold(question)?.household).toEqual({ ...VETERAN_ALONE, ...household });
  });

  it('counts "my kids" as 2 children under 18 and says it assumed so', () => {
    const stated = readHousehold('what does 70% pay with my wife and kids');
    expect(stated?.household).toEqual({ ...VETERAN_ALONE, spouse: true, childrenUnder18: 2 });
    expect(stated?.assumed).toEqual([
      '2 children under 18, since the question does not say how many',
    ]);
  });

  it.each([
    "I'm separated, not divorced. does my pay change?",
    'my wife and I are separated, what does 70% pay',
  ])(
    '"%s" still counts the spouse, and says she is one the veteran lives apart from',
    (question) => {
      const stated = readHousehold(question);
      expect(stated?.household.spouse).toBe(true);
      expect(stated?.separatedSpouse).toBe(true);
    },
  );

  it.each([
    'I separated from the Army in 2019, what does 70% pay with my wife',
    'separated in 2019 and married, how much is 50%',
    'I separated last June with my wife beside me, what does 30% pay',
  ])('"%s" speaks of leaving the service, not of a marriage', (question) => {
    const stated = readHousehold(question);
    expect(stated?.household.spouse).toBe(true);
    expect(stated?.separatedSpouse).toBe(false);
  });

  it('"I separated last June" with no marriage named says nothing about a spouse', () => {
    expect(readHousehold('I separated last June, what does 30% pay?')).toBeNull();
  });

  it.each(['how much does 70% pay', 'what does a 30% rating pay a month', 'I have 50% and 30%'])(
    '"%s" says nothing about dependents',
    (question) => {
      expect(readHousehold(question)).toBeNull();
    },
  );
});

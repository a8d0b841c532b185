import { describe, expect, it } from 'vitest';
import { accountName, accountSubtitle, avatarInitial } from './account-summary';

const account = {
  email: 'jane.doe@example.org',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
};

describe('avatarInitial', () => {
  it.each([
    ['the first letter of the first name', account, 'J'],
    ['the first letter of the e-mail, uppercased', { ...account, firstName: null }, 'J'],
    [
      'the e-mail letter even when only a last name exists',
      { email: 'sam@x.org', lastName: 'Lee' },
      'S',
    ],
    ['the first name as written', { ...account, firstName: 'élise' }, 'é'],
    ['U with neither', { email: '', firstName: null }, 'U'],
    ['U for no account at all', null, 'U'],
  ])('uses %s', (_case, input, expected) => {
    expect(avatarInitial(input)).toBe(expected);
  });
});

describe('accountName', () => {
  it.each([
    ['the full name when both parts exist', account, 'Jane Doe'],
    ['the e-mail when the last name is missing', { ...account, lastName: null }, account.email],
    ['the e-mail when the first name is missing', { ...account, firstName: '' }, account.email],
    ['User when there is no name and no e-mail', { firstName: 'Jane', email: '' }, 'User'],
    ['User for no account at all', undefined, 'User'],
  ])('shows %s', (_case, input, expected) => {
    expect(accountName(input)).toBe(expected);
  });
});

describe('accountSubtitle', () => {
  it('shows the e-mail', () => {
    expect(accountSubtitle(account)).toBe('jane.doe@example.org');
  });

  it('says Veteran when there is no e-mail', () => {
    expect(accountSubtitle({ ...account, email: '' })).toBe('Veteran');
    expect(accountSubtitle(null)).toBe('Veteran');
  });
});

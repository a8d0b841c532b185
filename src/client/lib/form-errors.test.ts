import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from './form-errors';

describe('firstErrorPerField', () => {
  it('keeps the first message of each field', () => {
    expect(
      firstErrorPerField([
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'a later problem' },
      ]),
    ).toEqual({
      password: 'Password must be at least 8 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('files a problem with no path under "form"', () => {
    expect(firstErrorPerField([{ path: '', message: 'Something is off' }])).toEqual({
      form: 'Something is off',
    });
  });
});

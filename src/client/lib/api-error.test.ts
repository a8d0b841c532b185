import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { serverFieldErrors, serverMessage } from './api-error';

const failure = (body: unknown) =>
  new ApiRequestError(400, 'Bad Request', JSON.stringify(body), body);

describe('server error details', () => {
  it('reads the message and field errors of the API error shape', () => {
    const error = failure({
      message: 'Please check the highlighted fields.',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    expect(serverMessage(error)).toBe('Please check the highlighted fields.');
    expect(serverFieldErrors(error)).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('has nothing to say about other bodies or other errors', () => {
    expect(serverMessage(failure('plain text'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverFieldErrors(failure({ message: 'No fields' }))).toEqual([]);
  });
});

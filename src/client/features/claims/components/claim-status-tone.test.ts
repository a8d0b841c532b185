import { expect, it } from 'vitest';
import { claimStatusText, claimStatusTone } from './claim-status-tone';

it.each([
  ['approved', 'green', 'APPROVED'],
  ['denied', 'red', 'DENIED'],
  ['pending', 'yellow', 'PENDING'],
  ['under_review', 'blue', 'UNDER REVIEW'],
  ['appealed', 'grey', 'APPEALED'],
  ['closed', 'grey', 'CLOSED'],
  ['something_new', 'grey', 'SOMETHING NEW'],
])('status %s is %s and reads %s', (status, tone, text) => {
  expect(claimStatusTone(status)).toBe(tone);
  expect(claimStatusText(status)).toBe(text);
});

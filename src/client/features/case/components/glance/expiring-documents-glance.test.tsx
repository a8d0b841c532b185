import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENHANCED_RETENTION_HOURS } from '../../../../../contracts/profile';
import { uploadKeptFor } from '../../../../test/documents';
import { fakeServer } from '../../../../test/fake-server';
import { renderApp } from '../../../../test/render-app';
import { ExpiringDocumentsGlance } from './expiring-documents-glance';

const UPLOADED = new Date('2026-03-15T12:00:00.000Z');
const HOUR = 3_600_000;
/** Basic privacy keeps a file for the operator's time: DOCUMENT_RETENTION_HOURS, 72 by default. */
const BASIC_HOURS = 72;

/** One upload at each privacy level, all made at the same moment. */
const uploads = [
  uploadKeptFor('Basic.pdf', BASIC_HOURS, UPLOADED),
  uploadKeptFor('Enhanced.pdf', ENHANCED_RETENTION_HOURS, UPLOADED),
  uploadKeptFor('Maximum.pdf', 0, UPLOADED),
];

/** The files the glance lists, hours after the uploads on the clock the test sets. */
async function listedAt(hoursAfterUpload: number) {
  cleanup();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(UPLOADED.getTime() + hoursAfterUpload * HOUR);
  fakeServer({ 'GET /api/documents': { status: 200, body: uploads } });
  renderApp(<ExpiringDocumentsGlance />);
  await waitFor(() => expect(screen.queryByText('Loading your documents...')).toBeNull());
  return screen.queryAllByRole('listitem').map((item) => item.textContent);
}

afterEach(() => vi.useRealTimers());

describe('files about to expire, at each privacy level', () => {
  it('lists none of the files an hour after their upload, 24-hour keeping included', async () => {
    expect(await listedAt(1)).toEqual([]);
    expect(screen.getByText('No file is close to being removed.')).toBeTruthy();
  });

  it('lists a file kept 24 hours in its last 6 hours (a quarter of its time)', async () => {
    expect(await listedAt(17.5)).toEqual([]);
    expect(await listedAt(18.5)).toEqual(['Enhanced.pdf: 5h 30m remaining']);
  });

  it('lists a file kept 72 hours in its last 18 hours, once the 24-hour one is gone', async () => {
    expect(await listedAt(53.5)).toEqual([]);
    expect(await listedAt(54.5)).toEqual(['Basic.pdf: 17h 30m remaining']);
  });

  it('never lists a file that Maximum privacy did not keep', async () => {
    for (const hours of [0.01, 1, 100]) {
      expect((await listedAt(hours)).join()).not.toContain('Maximum.pdf');
    }
  });
});

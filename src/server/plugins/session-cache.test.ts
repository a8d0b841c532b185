import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const MINUTE = 60_000;
const farFuture = new Date(10 * 24 * 60 * MINUTE);

function cacheAt(start = 0) {
  let now = start;
  const cache = new SessionCache<{ userId: string }>(() => now);
  cache.setTrusted(true);
  const keep = (sid: string, userId: string, expires = farFuture) =>
    cache.beginRead().keep(sid, { userId }, userId, expires);
  return { cache, keep, advance: (ms: number) => (now += ms) };
}

describe('the session cache', () => {
  it('serves a kept session for a minute, then asks the database again', () => {
    const { cache, keep, advance } = cacheAt();
    keep('a', 'u1');
    expect(cache.get('a')).toEqual({ userId: 'u1' });
    advance(MINUTE - 1);
    expect(cache.get('a')).toEqual({ userId: 'u1' });
    advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const { cache, keep, advance } = cacheAt();
    keep('a', 'u1', new Date(1000));
    advance(1000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while endings cannot be heard, and drops everything when they stop', () => {
    const { cache, keep } = cacheAt();
    keep('a', 'u1');
    cache.setTrusted(false);
    expect(cache.get('a')).toBeUndefined();
    keep('b', 'u1');
    expect(cache.get('b')).toBeUndefined();
    cache.setTrusted(true);
    keep('c', 'u1');
    expect(cache.get('c')).toEqual({ userId: 'u1' });
  });

  it('does not keep a read that was under way when an ending was heard', () => {
    const { cache } = cacheAt();
    const read = cache.beginRead();
    cache.forget('some other session');
    read.keep('a', { userId: 'u1' }, 'u1', farFuture);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one session, or every session of one user', () => {
    const { cache, keep } = cacheAt();
    keep('a', 'u1');
    keep('b', 'u1');
    keep('c', 'u2');
    cache.forget('c');
    expect(cache.get('c')).toBeUndefined();
    cache.forgetUser('u1');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('holds a bounded number of sessions, dropping the oldest first', () => {
    const { cache, keep } = cacheAt();
    for (let i = 0; i <= 50_000; i++) keep(`s${i}`, 'u');
    expect(cache.get('s0')).toBeUndefined();
    expect(cache.get('s1')).toEqual({ userId: 'u' });
    expect(cache.get('s50000')).toEqual({ userId: 'u' });
  });
});

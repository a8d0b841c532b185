type Entry<T> = { value: T; userId: string | undefined; expiresAt: number; keptUntil: number };

// Long enough to serve a veteran's page loads and chat from memory, short enough that a
// session whose ending was somehow not heard stops working soon after.
const KEEP_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * Sessions read from the database, kept for a short while. Entries are trusted only while the
 * instance hears the endings other instances announce; losing that channel empties the cache.
 * A read that started before an ending was heard is not kept, so it cannot bring back a session
 * that ended while the read was under way.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private trusted = false;
  private generation = 0;

  constructor(private readonly nowMs: () => number) {}

  setTrusted(trusted: boolean) {
    this.trusted = trusted;
    if (!trusted) this.clear();
  }

  get(sid: string): T | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = this.nowMs();
    if (now < entry.keptUntil && now < entry.expiresAt) return entry.value;
    this.entries.delete(sid);
    return undefined;
  }

  /** Call before reading from the database; `keep` stores the result unless an ending came between. */
  beginRead() {
    const startedAt = this.generation;
    return {
      keep: (sid: string, value: T, userId: string | undefined, expires: Date) => {
        if (!this.trusted || this.generation !== startedAt) return;
        if (this.entries.size >= MAX_ENTRIES) this.evictOldest();
        this.entries.set(sid, {
          value,
          userId,
          expiresAt: expires.getTime(),
          keptUntil: this.nowMs() + KEEP_MS,
        });
      },
    };
  }

  forget(sid: string) {
    this.generation++;
    this.entries.delete(sid);
  }

  forgetUser(userId: string) {
    this.generation++;
    for (const [sid, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sid);
  }

  private clear() {
    this.generation++;
    this.entries.clear();
  }

  private evictOldest() {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

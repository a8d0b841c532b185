import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hash('not-a-real-password'));

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/app-secrets';

const SECRET_NAME = 'session-secret';

/**
 * SESSION_SECRET if given, else the one kept in the database, so every instance on it signs
 * and accepts the same cookies whatever its data folder.
 */
export async function loadSessionSecret(
  configured: string | undefined,
  { db, dataDir }: { db: Database; dataDir: string },
) {
  if (configured) return configured;
  // Before it moved into the database the secret lived in the data folder; carrying it over
  // keeps everyone signed in across the upgrade.
  const offered = (await readLegacySecret(dataDir)) ?? randomBytes(48).toString('base64url');
  // Instances starting together each offer one; the first stored wins and all read it back.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: offered }).onConflictDoNothing();
  const [stored] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  return stored!.value;
}

async function readLegacySecret(dataDir: string) {
  try {
    return (await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

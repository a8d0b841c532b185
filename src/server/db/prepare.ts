import { loadConditionsContent } from '../reference/conditions-content';
import { createConditionsRepository } from '../modules/conditions/conditions.repository';
import type { DatabaseHandle } from './client';

/** Start-up: apply migrations, then make the reference tables match content/. Idempotent. */
export async function prepareDatabase(database: DatabaseHandle) {
  await database.migrate();
  const { conditions, rules } = await loadConditionsContent();
  await createConditionsRepository(database.db).replaceAll(conditions, rules);
}

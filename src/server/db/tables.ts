// The whole schema, for drizzle-kit and for typed relational queries.
export * from './schema/app-secrets';
export * from './schema/auth-tokens';
export * from './schema/case';
export * from './schema/chat';
export * from './schema/claims';
export * from './schema/disabilities';
export * from './schema/exams';
export * from './schema/documents';
export * from './schema/intents-to-file';
export * from './schema/journal';
export * from './schema/profiles';
export * from './schema/reminders';
export * from './schema/sessions';
export * from './schema/users';
export * from './schema/va-reference';
export * from './schema/witness';

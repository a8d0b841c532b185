/** Spec §2 route table: the screens that need a signed-in veteran. */
export const signedInPaths = [
  '/',
  '/chat',
  '/claims',
  '/case',
  '/finder',
  '/journal',
  '/exam-prep',
  '/witnesses',
  '/documents',
  '/current-disabilities',
  '/helpful-prompts',
  '/faq',
  '/resources',
  '/profile',
] as const;

export type SignedInPath = (typeof signedInPaths)[number];

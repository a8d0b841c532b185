import { lazyExport } from '../lib/lazy-export';

// Pages open both signed in and signed out (links in e-mails, the footer), each in a chunk of
// its own so neither the landing page nor the chat screen carries them.
export const PrivacyPage = lazyExport(
  () => import('../features/privacy/privacy-page'),
  'PrivacyPage',
);
export const ResetPasswordPage = lazyExport(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
export const VerifyEmailPage = lazyExport(
  () => import('../features/auth/verify-email-page'),
  'VerifyEmailPage',
);
export const UnsubscribePage = lazyExport(
  () => import('../features/reminders/unsubscribe-page'),
  'UnsubscribePage',
);
export const WitnessPage = lazyExport(
  () => import('../features/witness/witness-page'),
  'WitnessPage',
);

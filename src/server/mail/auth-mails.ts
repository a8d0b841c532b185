import { composeMail as compose } from './compose-mail';

export const passwordResetMail = (to: string, link: string) =>
  compose(
    to,
    'Reset your Wingman password',
    [
      'Someone asked to reset the password of your Wingman account.',
      'The link below works once and expires in one hour. If you did not ask for this, you can ignore this message; your password stays the same.',
    ],
    'Choose a new password',
    link,
  );

export const verificationMail = (to: string, link: string) =>
  compose(
    to,
    'Confirm your Wingman email address',
    [
      'Welcome to Wingman. Please confirm that this email address is yours.',
      'The link below expires in 24 hours.',
    ],
    'Confirm my email address',
    link,
  );

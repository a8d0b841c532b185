import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  to: string,
  subject: string,
  lines: string[],
  action: string,
  link: string,
): MailMessage {
  const text = [...lines, '', `${action}: ${link}`, '', '— Wingman'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    '<p>— Wingman</p>',
  ].join('\n');
  return { to, subject, text, html, link };
}

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

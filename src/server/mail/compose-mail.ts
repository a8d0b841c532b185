import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Extra = Pick<MailMessage, 'headers'> & {
  /** Lines after the action, such as why the mail came and how to stop it. */
  footer?: { text: string; link?: { label: string; href: string } }[];
};

/** A plain message of short paragraphs and one action link, as text and as simple HTML. */
export function composeMail(
  to: string,
  subject: string,
  lines: string[],
  action: string,
  link: string,
  { headers, footer = [] }: Extra = {},
): MailMessage {
  const text = [
    ...lines,
    '',
    `${action}: ${link}`,
    '',
    ...footer.map((line) =>
      line.link ? `${line.text} ${line.link.label}: ${line.link.href}` : line.text,
    ),
    '— Wingman',
  ].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    ...footer.map(
      (line) =>
        `<p><small>${escapeHtml(line.text)}${
          line.link
            ? ` <a href="${escapeHtml(line.link.href)}">${escapeHtml(line.link.label)}</a>`
            : ''
        }</small></p>`,
    ),
    '<p>— Wingman</p>',
  ].join('\n');
  return { to, subject, text, html, link, ...(headers && { headers }) };
}

// Plain text has no signature: it is text only when it decodes cleanly, and it is never markup
// (HTML, SVG, XML) that a browser could run.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
// What files called Latin-1 hold in practice: the WHATWG 'latin1' label is windows-1252.
const latin1 = new TextDecoder('windows-1252');

// Control characters other than tab, line feed, carriage return and form feed (a page break).
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/;
const MARKUP_OPENINGS = /<(?:!doctype|html|head|body|script|iframe|\?xml|svg)\b/i;
const MARKUP_WINDOW = 1024;

/** The text of a plain-text file (UTF-8 without BOM, else Latin-1), or null when it is not text. */
export function decodePlainText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = latin1.decode(bytes);
  }
  if (CONTROL_CHARACTERS.test(text)) return null;
  if (MARKUP_OPENINGS.test(text.slice(0, MARKUP_WINDOW))) return null;
  return text;
}

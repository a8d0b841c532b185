/**
 * A short id that is the same for the same parts on every read, so a proposal keeps its id and
 * the veteran's answer finds it again. A 53-bit string hash (cyrb53): ids are compared within
 * one condition, where a collision is vanishingly unlikely; nothing secret depends on it.
 */
export function stableId(...parts: readonly (string | number)[]): string {
  const text = parts.join('\u0000');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

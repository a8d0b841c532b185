/**
 * How much the XML of a ZIP container (a .docx) says it unpacks to, read from its central
 * directory without inflating anything. A few hundred kilobytes can unpack to gigabytes (a
 * "zip bomb"); reading the declared sizes first keeps such a file from filling memory.
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
// The end record is 22 bytes plus a comment of up to 65,535 bytes.
const END_SEARCH = 22 + 0xffff;
/** A size field of all ones means "see the ZIP64 record": far beyond any real document. */
const ZIP64_MARK = 0xffffffff;

/** Total declared unpacked bytes of the entries `counts` selects; null when no directory is found. */
export function declaredUnpackedSize(
  bytes: Uint8Array,
  counts: (name: string) => boolean,
): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const unpacked = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (counts(name)) total += unpacked === ZIP64_MARK ? Number.POSITIVE_INFINITY : unpacked;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return total;
}

import { inflateRawSync } from 'node:zlib';

/** Why a zip was refused before it was unpacked for real. */
export type ZipBoundsProblem = 'unreadable' | 'tooLarge';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
/** Entries an xlsx has: a dozen for a plain workbook; thousands is no roster. */
const MAX_ENTRIES = 2000;

/** Where the zip's end record starts, searching back from the end; -1 when there is none. */
function findEndRecord(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - EOCD_SEARCH); i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/**
 * Unpacks every entry of a zip with a running bound before the spreadsheet reader sees it, so a small
 * file that unpacks to gigabytes (a zip bomb, or sizes the directory lies about) is refused after at
 * most `maxBytes` of output rather than filling memory. Only stored and deflated entries (what Excel
 * writes); zip64, encryption or any other method is not an xlsx this portal reads. Answers the
 * problem, or null when the zip stays within the bound.
 */
export function checkZipBounds(buf: Buffer, maxBytes: number): ZipBoundsProblem | null {
  try {
    const end = findEndRecord(buf);
    if (end < 0) return 'unreadable';
    const entries = buf.readUInt16LE(end + 10);
    let at = buf.readUInt32LE(end + 16);
    if (entries > MAX_ENTRIES || at === 0xffffffff) return 'unreadable';
    let budget = maxBytes;
    for (let n = 0; n < entries; n++) {
      if (buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'unreadable';
      const flags = buf.readUInt16LE(at + 8);
      const method = buf.readUInt16LE(at + 10);
      const compressed = buf.readUInt32LE(at + 20);
      const local = buf.readUInt32LE(at + 42);
      at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
      // Bit 0: encrypted. 0xffffffff: a zip64 size or offset.
      if (flags & 1 || compressed === 0xffffffff || local === 0xffffffff) return 'unreadable';
      if (buf.readUInt32LE(local) !== LOCAL_SIGNATURE) return 'unreadable';
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const data = buf.subarray(start, start + compressed);
      if (data.length !== compressed) return 'unreadable';
      if (method === 0) {
        budget -= compressed;
      } else if (method === 8) {
        // Unpacking stops once the output passes what is left of the bound (RangeError).
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) }).length;
      } else {
        return 'unreadable';
      }
      if (budget < 0) return 'tooLarge';
    }
    return null;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return 'tooLarge';
    return 'unreadable';
  }
}

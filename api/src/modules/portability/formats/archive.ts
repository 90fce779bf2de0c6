import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { badInput } from '../../../shared/errors';
import { portabilityText } from '../portability.messages';
import type { Message } from '../../../shared/i18n/messages';

/** A zip may expand to at most this much, in at most this many files: a zip bomb stops here. */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 5000;

const PUSH_BYTES = 16 * 1024;
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];

export function isZip(bytes: Uint8Array): boolean {
  return ZIP_LOCAL.every((byte, index) => bytes[index] === byte);
}

/** Whether the end-of-central-directory record is there: a truncated zip has lost it. */
function hasZipEnd(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - 65_557);
  for (let index = bytes.length - 22; index >= from; index -= 1) {
    if (ZIP_END.every((byte, offset) => bytes[index + offset] === byte)) return true;
  }
  return false;
}

/**
 * The files of a zip, expanded with fflate's streaming reader so that the bytes actually
 * produced are counted (a header's declared size can lie): more than MAX_UNZIPPED_BYTES in
 * all, or more than MAX_ZIP_ENTRIES files, refuses the file before it fills memory.
 */
export function unzipSafely(bytes: Uint8Array): Map<string, Uint8Array> {
  if (!hasZipEnd(bytes)) throw badInput(portabilityText('zipIncomplete'));
  const files = new Map<string, Uint8Array[]>();
  let total = 0;
  let count = 0;
  let refusal: Message | null = null;
  const unzip = new Unzip((file) => {
    if (refusal) return;
    count += 1;
    if (count > MAX_ZIP_ENTRIES) {
      refusal = portabilityText('zipTooManyFiles', { max: MAX_ZIP_ENTRIES });
      return;
    }
    if (file.name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    files.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = portabilityText('zipDamaged');
        return;
      }
      total += chunk.length;
      if (total > MAX_UNZIPPED_BYTES) {
        refusal = portabilityText('zipTooBig', { max: MAX_UNZIPPED_BYTES / 1024 / 1024 });
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    try {
      file.start();
    } catch {
      refusal = portabilityText('zipCompression');
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    // In slices: fflate's reader recurses once per file found in a push, and a zip of thousands of tiny files would overflow the stack.
    for (let offset = 0; offset < bytes.length && !refusal; offset += PUSH_BYTES) {
      unzip.push(bytes.subarray(offset, offset + PUSH_BYTES), offset + PUSH_BYTES >= bytes.length);
    }
  } catch {
    refusal ??= portabilityText('zipDamaged');
  }
  if (refusal) throw badInput(refusal);
  return new Map([...files].map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

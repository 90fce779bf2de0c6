import type { Writable } from 'node:stream';

/** Where an export is written: awaits the destination's drain, so memory stays flat however long the history. */
export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>;
}

export function streamSink(stream: Writable): Sink {
  return {
    write(chunk) {
      if (stream.destroyed) return Promise.reject(new Error('The download was closed'));
      if (stream.write(chunk)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const done = (error?: Error) => {
          stream.off('drain', onDrain);
          stream.off('close', onClose);
          if (error) reject(error); else resolve();
        };
        const onDrain = () => done();
        const onClose = () => done(new Error('The download was closed'));
        stream.once('drain', onDrain);
        stream.once('close', onClose);
      });
    },
  };
}

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\n`;
}

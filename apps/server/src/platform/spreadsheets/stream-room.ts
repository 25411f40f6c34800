import type { Writable } from 'node:stream';

/** Why a download's writer stopped: its reader went away (the client closed the connection). */
export class DownloadClosedError extends Error {
  constructor() {
    super('The download was closed before the file was written.');
    this.name = 'DownloadClosedError';
  }
}

/** True once the file's stream can take no more bytes (destroyed, or its reader gone). */
function isClosed(out: Writable): boolean {
  return out.destroyed || out.writableEnded;
}

/**
 * Bytes written to the stream and not yet passed on. A readable-stream 2 stream (archiver's, inside
 * exceljs) has no `writableLength` getter, only the state it reads.
 */
function pendingBytes(stream: Writable): number {
  const legacy = stream as Writable & { _writableState?: { length?: number } };
  return stream.writableLength ?? legacy._writableState?.length ?? 0;
}

/** Resolves at the stream's next 'drain'; rejects if the file's stream closes first. */
function drainOf(stream: Writable, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', drained);
      out.off('close', closed);
      out.off('error', closed);
    };
    const drained = () => {
      cleanup();
      resolve();
    };
    const closed = () => {
      cleanup();
      reject(new DownloadClosedError());
    };
    stream.on('drain', drained);
    out.on('close', closed);
    out.on('error', closed);
  });
}

/**
 * Back-pressure: waits while any of the streams holds more than `limit` bytes not yet taken by its
 * reader (it then emits 'drain' when it has passed them all on), so a slow client slows the database
 * cursor instead of filling the server's memory. Rejects with DownloadClosedError when `out`, the
 * file's stream, is closed early, so the caller stops reading rows.
 */
export async function waitForRoom(
  streams: readonly (Writable | undefined)[],
  limit: number,
  out: Writable,
): Promise<void> {
  for (const stream of streams) {
    if (isClosed(out)) throw new DownloadClosedError();
    while (stream && pendingBytes(stream) > limit) {
      await drainOf(stream, out);
      if (isClosed(out)) throw new DownloadClosedError();
    }
  }
}

/** The promise's outcome, or DownloadClosedError when `out` closes before it settles. */
export function unlessClosed<T>(promise: Promise<T>, out: Writable): Promise<T> {
  if (out.destroyed) return Promise.reject(new DownloadClosedError());
  return new Promise<T>((resolve, reject) => {
    // A stream that ended normally closes too, possibly before the promise hears of its end.
    const closed = () => {
      if (!out.writableFinished) reject(new DownloadClosedError());
    };
    out.once('close', closed);
    promise.then(
      (value) => {
        out.off('close', closed);
        resolve(value);
      },
      (err: unknown) => {
        out.off('close', closed);
        reject(err);
      },
    );
  });
}

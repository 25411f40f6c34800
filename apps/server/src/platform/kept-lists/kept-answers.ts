/**
 * A kept list's rendered answer on the wire: sent as the JSON it already is, compressed once per kept
 * answer (brotli or gzip, as the client accepts) rather than per request. A busy school's closed list is
 * about 2 MB of JSON: compressing it on every request would make the server, and not compressing it the
 * transfer, the limit.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a list answer goes out in, best first, when the client accepts them. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** A rendered JSON answer and its compressed encodings, each made the first time a client asks for it. */
export interface KeptAnswer {
  json: string;
  encoded?: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

/** The best of ANSWER_ENCODINGS an Accept-Encoding header accepts (named, or `*`, without q=0). */
export function pickEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(coding, q === undefined || Number(q.slice(2)) > 0);
  }
  return ANSWER_ENCODINGS.find((e) => accepted.get(e) ?? accepted.get('*') ?? false);
}

const compress: Record<AnswerEncoding, (json: string) => Promise<Buffer>> = {
  // Quality 6: a busy school's 2 MB closed list shrinks to about 16 KB in some 25 ms, once.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => promisify(gzip)(json),
};
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 2048;

/**
 * The answer in an encoding (compressed on first use, off the event loop), or undefined when small. A
 * failed compression is not kept: the requests sharing it fail, the next one compresses again.
 */
export function encodedAnswer(answer: KeptAnswer, encoding: AnswerEncoding): Promise<Buffer> | undefined {
  if (answer.json.length < COMPRESS_FROM_BYTES) return undefined;
  answer.encoded ??= {};
  const encoded = answer.encoded;
  const kept = encoded[encoding];
  if (kept) return kept;
  const made = compress[encoding](answer.json);
  encoded[encoding] = made;
  made.catch(() => {
    if (encoded[encoding] === made) delete encoded[encoding];
  });
  return made;
}

/**
 * Sends a kept answer: already checked against the answer's schema and serialized, so it goes out as it
 * is (the typed reply only knows the parsed shape), in the best encoding the client accepts. A failed
 * compression (not kept: the next request tries again) still answers, uncompressed.
 */
export async function sendKeptList(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const encoded = encoding && encodedAnswer(answer, encoding);
  const body = await encoded?.catch((err: unknown) => request.log.warn({ err }, 'list compression failed'));
  if (body) return reply.header('content-encoding', encoding).send(body);
  return reply.serializer((payload: unknown) => payload as string).send(answer.json);
}

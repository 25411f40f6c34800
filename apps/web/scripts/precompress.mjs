// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a web build, so the server
// sends compressed files without compressing on each request (@fastify/static `preCompressed`).
// Compression happens once per build, so it uses the strongest settings: brotli quality 11, gzip 9.
//   node scripts/precompress.mjs [dist folder, default ./dist]
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Formats that compress well; images and fonts are compressed already, source maps are only fetched by
// developer tools.
const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/i;
// Below this a compressed answer saves less than the headers it costs.
const MIN_BYTES = 1024;
const ENCODINGS = [
  {
    extension: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', compress: (data) => gzipAsync(data, { level: 9 }) },
];

/** Every file under a folder, as absolute paths. */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes the .br and .gz copies of one file; a copy that would not be smaller is not written (and a
 * stale one from an earlier run is removed), so the server falls back to the plain file.
 */
async function compressFile(file) {
  const data = await readFile(file);
  const written = [];
  for (const { extension, compress } of ENCODINGS) {
    const compressed = await compress(data);
    if (compressed.length < data.length) {
      await writeFile(file + extension, compressed);
      written.push({ extension, bytes: compressed.length });
    } else {
      await unlink(file + extension).catch(() => {});
    }
  }
  return { file, bytes: data.length, written };
}

/** Precompresses the text assets of a build folder; returns what was written for each file. */
export async function precompressDirectory(dir) {
  const files = await listFiles(dir);
  const candidates = [];
  for (const file of files) {
    if (TEXT_ASSET.test(file) && (await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  // zlib's async calls run on libuv's thread pool, so starting them together uses every core.
  return Promise.all(candidates.map(compressFile));
}

/** Prints what one run wrote, with the total before and after for each encoding. */
function printSummary(dir, results) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const totals = { plain: 0, '.br': 0, '.gz': 0 };
  for (const { file, bytes, written } of results) {
    totals.plain += bytes;
    const sizes = written.map((w) => `${w.extension} ${kb(w.bytes)}`).join(', ');
    for (const w of written) totals[w.extension] += w.bytes;
    if (process.env.PRECOMPRESS_VERBOSE) console.log(`  ${relative(dir, file)}: ${kb(bytes)} → ${sizes}`);
  }
  console.log(
    `precompressed ${results.length} files in ${dir}: ${kb(totals.plain)} → br ${kb(totals['.br'])}, gzip ${kb(totals['.gz'])}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  printSummary(dir, await precompressDirectory(dir));
}

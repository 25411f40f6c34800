// The member page drawn with its data (docs/decisions/public-pages.md, issue 33) under 50 concurrent
// clients: each request comes from its own address (X-Forwarded-For, so start the server with
// TRUST_PROXY=1), as many visitors would, so the public-read allowance of one address never decides the
// answer. Prints throughput, latency and how many answers were drawn with the school's data rather
// than sent as the prerendered copy, for a few schools (pages sent again while unchanged) and for every
// member school in turn (each drawn at its first view), beside the three calls the browser made for a
// page before and a page's copy.
//   TRUST_PROXY=1 node apps/server/dist/main.js   (with DATABASE_URL, after npm run build)
//   npx tsx bench/src/scenarios/member-page-load.ts http://127.0.0.1:3000 [seconds]
import autocannon from 'autocannon';
import { CONNECTIONS } from '../throughput/load-api.js';

interface PageLoad {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  drawn: number;
  copies: number;
}

/** Loads the paths in turn, each request from its own address; counts the answers drawn with data. */
async function load(baseUrl: string, paths: string[], seconds: number): Promise<PageLoad> {
  let sent = 0;
  let drawn = 0;
  let copies = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          sent++;
          const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
          return { ...request, path: paths[sent % paths.length]!, headers: { 'x-forwarded-for': address } };
        },
        onResponse: (_status, body) => {
          if (String(body).includes('id="page-data"')) drawn++;
          else copies++;
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    drawn,
    copies,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const seconds = Number(process.argv[3] ?? 15);
  const list = (await (await fetch(`${baseUrl}/api/schoolsearch`)).json()) as { id: number }[];
  const pages = list.map((school) => `/memberschools/info/${school.id}`);
  const first = list[0]!.id;
  const runs: [string, string[]][] = [
    ['member page, 3 schools (sent again while unchanged)', pages.slice(0, 3)],
    [`member page, all ${pages.length} schools in turn`, pages],
    [
      "the page's three calls, as the browser made them before",
      ['', '/aidyear', '/user/primarytelo'].map((rest) => `/api/schoolsearch/school/${first}${rest}`),
    ],
    ["School Search's prerendered copy", ['/schoolsearch']],
  ];
  const rows: Record<string, PageLoad> = {};
  for (const [name, paths] of runs) rows[name] = await load(baseUrl, paths, seconds);
  console.log(`\n${CONNECTIONS} clients, ${seconds} s each, every request from its own address:`);
  console.table(rows);
}

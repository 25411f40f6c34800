// Lighthouse's mobile run (its default: a phone on slow 4G with a 4x slower CPU, simulated) over the
// public pages of a running portal that serves the built web app, in Debian's Chromium. Each page is
// measured LIGHTHOUSE_RUNS times (default 3) and the median run by performance score counts: a shared
// machine's noise moves one run's total blocking time by hundreds of milliseconds.
//   npx tsx bench/src/scenarios/lighthouse.ts http://127.0.0.1:3000 [schoolId]   (prints the table)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  type LighthousePage,
  type LighthouseScore,
  lighthousePages,
  medianRun,
  missedTargets,
} from './lighthouse-targets.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** A page's median run and whether it met every target. */
export interface LighthouseResult extends LighthouseScore {
  page: string;
  url: string;
  runs: number;
  /** Lighthouse's measure of this machine's speed (its simulation scales CPU work by it). */
  benchmarkIndex: number;
  missed: string[];
}

/** One Lighthouse run of a URL in the open browser. */
async function measure(url: string, port: number): Promise<LighthouseScore & { benchmarkIndex: number }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    transferKb: Math.round(value('total-byte-weight') / 1024),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

// Lighthouse's own advice for NO_NAVSTART, NO_FCP and the like on a busy machine: run it again.
const ATTEMPTS = 3;

/** One run, tried again when Lighthouse could not record the page load. */
async function measureWithRetry(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
    }
  }
}

/** Runs Lighthouse over the pages on a portal at baseUrl; a page that cannot be measured fails. */
export async function runLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const url = new URL(page.path, baseUrl).toString();
      try {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(url, chrome.port));
        const median = medianRun(runs);
        results.push({ page: page.name, url, runs: runs.length, ...median, missed: missedTargets(median) });
      } catch (err) {
        const message = err instanceof Error ? err.message.split('\n')[0]! : String(err);
        results.push({
          page: page.name,
          url,
          runs: 0,
          performance: 0,
          accessibility: 0,
          seo: 0,
          lcpMs: Number.NaN,
          tbtMs: Number.NaN,
          fcpMs: Number.NaN,
          transferKb: Number.NaN,
          benchmarkIndex: Number.NaN,
          missed: [`not measured: ${message}`],
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Prints the table and one PASS or FAIL line per page; true when every page met every target. */
export function printLighthouse(results: LighthouseResult[]): boolean {
  console.log(`\nLighthouse mobile (slow 4G, 4x CPU; median of ${RUNS} runs per page):`);
  console.table(
    results.map((r) => ({
      page: r.page,
      performance: r.performance,
      accessibility: r.accessibility,
      SEO: r.seo,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      'FCP ms': r.fcpMs,
      KB: r.transferKb,
      'machine index': r.benchmarkIndex,
    })),
  );
  for (const r of results) {
    console.log(
      r.missed.length
        ? `FAIL Lighthouse ${r.page} (${r.url}): ${r.missed.join(', ')}`
        : `PASS Lighthouse ${r.page}`,
    );
  }
  return results.every((r) => r.missed.length === 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const passed = printLighthouse(await runLighthouse(baseUrl, lighthousePages(Number(process.argv[3] ?? 1))));
  if (!passed) process.exitCode = 1;
}

// Issue 24 ("fast on a phone"), tightened by issue 33: the public pages a prospective student or parent
// opens on a phone, and what Lighthouse's mobile run (slow 4G, 4x CPU slowdown, simulated) must find on
// each.

/** A public page Lighthouse measures. */
export interface LighthousePage {
  name: string;
  path: string;
}

/** The public pages, the member-school page on the given school. */
export function lighthousePages(schoolId: number): LighthousePage[] {
  return [
    { name: 'sign-in', path: '/signin' },
    { name: 'applicant sign-in', path: '/applicantsignin' },
    { name: 'member school', path: `/memberschools/info/${schoolId}` },
    { name: 'school search', path: '/schoolsearch' },
  ];
}

/** What one page scored (category scores 0-100, times in milliseconds). */
export interface LighthouseScore {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  transferKb: number;
}

/** A target: a score at least, or a time at most. */
interface Target {
  label: string;
  missed(score: LighthouseScore): boolean;
}

export const LIGHTHOUSE_TARGETS: Target[] = [
  { label: 'performance ≥ 95', missed: (s) => s.performance < 95 },
  { label: 'accessibility = 100', missed: (s) => s.accessibility < 100 },
  { label: 'SEO ≥ 95', missed: (s) => s.seo < 95 },
  { label: 'LCP ≤ 2.3 s', missed: (s) => s.lcpMs > 2300 },
  { label: 'TBT ≤ 200 ms', missed: (s) => s.tbtMs > 200 },
];

/** The targets a page's score misses (none: it passes). */
export function missedTargets(score: LighthouseScore): string[] {
  return LIGHTHOUSE_TARGETS.filter((t) => t.missed(score)).map((t) => t.label);
}

/** The median run by performance score (Lighthouse's own advice for noisy machines: several runs). */
export function medianRun<T extends { performance: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

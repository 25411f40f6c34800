// The public pages a phone opens first (sign-in, the member-school page, school search). For each one
// the build writes:
// - one chunk holding the page's screen and everything it imports that the startup files do not hold,
//   instead of the dozen small shared chunks the automatic splitting would make (a request costs a
//   round trip and about 1 KB of headers on a slow network);
// - a copy of index.html per address that holds the page drawn at that address with its CSS
//   (build/public-page-prerender.tsx), so it paints from the HTML alone, and starts the app through a
//   boot script once painted, which fetches that chunk together with the startup files (bootScript);
// - public-pages.json, which tells the server (apps/server/src/plugins/web.ts) which copy to send for
//   which address.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defaultServerConditions, type Plugin } from 'vite';
import { APP_START_EVENT, BOOT_FILES_ATTRIBUTE } from '../lib/boot-signal';

// The domain's index re-exports every module of the domain; followed, it would pull every schema of
// every screen into the page's chunk. So a page follows it only to the modules that define the names
// the page's modules import from '@exchange/domain'.
const DOMAIN_INDEX = /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/;
const DOMAIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@exchange\/domain["']/g;
// A module made only of re-exports (`export * from`, `export { a } from`): an index of a folder.
const REEXPORTS = /export\s*(\*|\{[^}]*\})\s*from\s/;
const REEXPORTS_ONLY = /^(\s*export\s+(\*|\{[^}]*\})\s+from\s+["'][^"']+["'];?)+\s*$/;

/** What the plugin reads of the module graph (rolldown's plugin context). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; exports: readonly string[]; code: string | null } | null;
}

/** The names a module imports from '@exchange/domain' (the code is already plain JavaScript). */
export function domainNames(code: string | null): string[] {
  const names: string[] = [];
  for (const [, list] of (code ?? '').matchAll(DOMAIN_IMPORT)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The module that defines an exported name, found through an index's re-exports. */
export function definingModule(
  graph: ModuleGraph,
  index: string,
  name: string,
  seen = new Set<string>(),
): string | null {
  if (seen.has(index)) return null;
  seen.add(index);
  for (const id of graph.getModuleInfo(index)?.importedIds ?? []) {
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const code = info.code ?? '';
    if (info.exports.includes(name) && !REEXPORTS_ONLY.test(code)) return id;
    // An index's exports do not list what it re-exports with `export *`: look inside.
    if (REEXPORTS.test(code)) {
      const inner = definingModule(graph, id, name, seen);
      if (inner) return inner;
    }
  }
  return null;
}

/** The modules a page's modules import statically, with the domain's index followed by name only. */
export function staticImports(graph: ModuleGraph, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!DOMAIN_INDEX.test(imported)) queue.push(imported);
    }
    for (const name of domainNames(info?.code ?? null)) {
      const index = info?.importedIds.find((imported) => DOMAIN_INDEX.test(imported));
      const defining = index && definingModule(graph, index, name);
      if (defining) queue.push(defining);
    }
  }
  return seen;
}

/** A public page: its screen modules and the addresses that show it. */
export interface PublicPage {
  /** Name of its HTML copy (pages/<name>.html) and of its chunk. */
  name: string;
  /** The lazily loaded modules that draw it (a layout and a screen), relative to apps/web. */
  modules: string[];
  /** Addresses that show exactly this page. */
  paths?: string[];
  /** Address prefixes (followed by "/" and more) that show this page. */
  prefixes?: string[];
  /** The address drawn into the HTML copy that answers the prefixes (any one of them looks the same). */
  prefixAddress?: string;
  /** The search-result description of the page (<meta name="description">). */
  description: string;
  /**
   * The GET calls the page makes as soon as it runs, as contract paths (`{id}` is the address's last
   * segment): the server names them in a Link preload header, so a phone fetches the data together
   * with the code instead of after it has run (plugins/web.ts).
   */
  dataPreloads?: string[];
  /**
   * The page's content is its data, which only the app can draw (the member page): its copies preload
   * the app's files with the HTML instead of after the first paint (pageHtml).
   */
  contentIsData?: boolean;
  /**
   * The server draws the page with its data at a prefix address (build/page-with-data.tsx): the build
   * writes a template of its HTML for that (`dataHtml`), which fetches the app once painted.
   */
  drawnWithData?: boolean;
}

const MEMBER_SCHOOLS = 'src/features/member-schools';
/** The data cache's layout route (lib/data-cache.tsx), which the pages that read data hydrate inside. */
const DATA_CACHE = 'src/lib/data-cache.tsx';

export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'signin',
    modules: ['src/features/auth/sign-in-page.tsx'],
    paths: ['/signin', '/applicantsignin'],
    description:
      'Sign in to the tuition exchange scholarship portal: member-school staff manage exchanges, students apply for a scholarship and follow their application.',
  },
  {
    name: 'member-school',
    modules: [DATA_CACHE, `${MEMBER_SCHOOLS}/public-layout.tsx`, `${MEMBER_SCHOOLS}/member-school-page.tsx`],
    paths: ['/memberschools', '/memberschools/info'],
    prefixes: ['/memberschools/info'],
    prefixAddress: '/memberschools/info/1',
    contentIsData: true,
    drawnWithData: true,
    dataPreloads: [
      '/api/schoolsearch/school/{id}',
      '/api/schoolsearch/school/{id}/aidyear',
      '/api/schoolsearch/school/{id}/user/primarytelo',
    ],
    description:
      'A member school of the tuition exchange scholarship programme: address, liaison officer, overview, award guidelines and fees for the application year.',
  },
  {
    name: 'school-search',
    modules: [DATA_CACHE, `${MEMBER_SCHOOLS}/public-layout.tsx`, `${MEMBER_SCHOOLS}/school-search-page.tsx`],
    paths: ['/schoolsearch'],
    description:
      'Search the member schools of the tuition exchange scholarship programme and open their pages: address, liaison officer, award guidelines and fees.',
  },
];

/** What the server reads: which HTML copy answers which address (public-pages.json). */
export interface PublicPageEntry {
  name: string;
  paths: string[];
  prefixes: string[];
  html: string;
  /** The page's dataPreloads (prefix addresses only: `{id}` is the address's last segment). */
  preloads: string[];
  /**
   * The template the server draws the page into with its data (prefix addresses of a `drawnWithData`
   * page): PAGE_HEAD and PAGE_MARKUP mark where its styles and data, and its markup, go.
   */
  dataHtml?: string;
}

/** Where a data template's styles and data go (in <head>) and its markup (in <div id="root">). */
export const PAGE_HEAD = '<!--page-head-->';
export const PAGE_MARKUP = '<!--page-markup-->';

/**
 * The start of a prerendered page: the app's files are fetched, and run, once the browser has painted
 * the page's HTML (its first paint reported, else the next frame; at once in a hidden tab, which paints
 * nothing). Fetched or run with the HTML, the app's scripts (a second of download and work on a slow
 * phone) would compete with the first paint; the page should paint when it can be read, not when it
 * can already be used. At start the boot script preloads every startup file and the page's own files
 * (named on its script element, `data-files`), so nothing waits for the entry to arrive to learn what
 * it imports. Then it runs the startup files, the entry and the page's files one at a time, each
 * file's imports before it, with a pause between them (`stages`, leaves first), and then tells the
 * entry to start React (boot-signal.ts) on modules that have all run: the browser runs a module and
 * everything it imports that has not run yet in one task, so the whole start-up in one go would block
 * a phone for a few hundred milliseconds; in steps, a tap or a keystroke waits for one step at most.
 */
export function bootScript(entryFile: string, stages: string[]): string {
  /** A file of /assets as the boot script (also in /assets) imports it. */
  const besideBoot = (file: string) => `./${file.split('/').pop()}`;
  const entry = JSON.stringify(besideBoot(entryFile));
  const startup = JSON.stringify(stages.filter((file) => file !== entryFile).map(besideBoot));
  return [
    '// Starts the app once the prerendered page has been painted (apps/web/src/build/public-pages-plugin.ts).',
    `const STAGES = ${startup};`,
    'let started = false;',
    '// A hidden tab slows timers to one a second: there, the steps follow each other at once.',
    'const pause = () => (document.hidden ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve)));',
    'const start = async () => {',
    '  if (started) return;',
    '  started = true;',
    `  const own = document.querySelector('script[${BOOT_FILES_ATTRIBUTE}]')?.getAttribute('${BOOT_FILES_ATTRIBUTE}')?.split(' ').filter(Boolean) ?? [];`,
    "  const preloaded = new Set([...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.href));",
    `  for (const path of [...STAGES, ${entry}].map((file) => new URL(file, import.meta.url).pathname).concat(own)) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = path;',
    '    if (!preloaded.has(link.href)) document.head.append(link);',
    '  }',
    '  try {',
    `    for (const file of [...STAGES, ${entry}, ...own]) {`,
    '      await import(file);',
    '      await pause();',
    '    }',
    '  } finally {',
    '    // Should a file fail to load, the app starts all the same once its entry has run: the screen that',
    '    // needed the file shows the failure with a Reload. Without the entry the page stays as drawn.',
    `    document.dispatchEvent(new Event(${JSON.stringify(APP_START_EVENT)}));`,
    '  }',
    '};',
    "const paints = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');",
    "if (document.visibilityState !== 'visible') start();",
    "else if (paints) new PerformanceObserver((_, observer) => { observer.disconnect(); setTimeout(start); }).observe({ type: 'paint', buffered: true });",
    'else requestAnimationFrame(() => setTimeout(start));',
    '',
  ].join('\n');
}

/** Chunks in an order where each comes after every chunk it imports statically (leaves first). */
export function stages(files: Iterable<string>, importsOf: (file: string) => readonly string[]): string[] {
  const wanted = new Set(files);
  const order: string[] = [];
  const visit = (file: string, path = new Set<string>()) => {
    if (order.includes(file) || path.has(file) || !wanted.has(file)) return;
    path.add(file);
    for (const imported of importsOf(file)) visit(imported, path);
    order.push(file);
  };
  for (const file of wanted) visit(file);
  return order;
}

const MODULE_PRELOAD = /^[ \t]*<link rel="modulepreload"[^>]*>\n?/gm;
const BOOT_FILES = `${BOOT_FILES_ATTRIBUTE}=""`;

/**
 * A page's copy starts through the boot script instead of the entry (both are in /assets), and fetches
 * nothing else before its first paint: the build's preload links are left out (the boot script makes
 * them when it starts).
 */
export function startThroughBoot(html: string, entryFile: string, bootFile: string): string {
  const entryTag = new RegExp(`<script type="module" crossorigin src="/${entryFile}"></script>`);
  if (!entryTag.test(html)) throw new Error(`index.html has no module script for ${entryFile}`);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(entryTag, `<script type="module" crossorigin src="/${bootFile}" ${BOOT_FILES}></script>`);
}

/**
 * index.html with a page's description, first-paint styles, own files (for the boot script) and markup.
 * A page whose content is its data (`contentIsData`: the member page) cannot show it before the app has
 * run, so its copy preloads the startup files and its own with the HTML (the app starts after the
 * first paint all the same); a page drawn whole in its HTML fetches them once painted (bootScript).
 */
export function pageHtml(
  indexHtml: string,
  page: PublicPage,
  files: string[],
  styles = '',
  markup = '',
  startupFiles: string[] = [],
): string {
  const escaped = page.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const early = page.contentIsData
    ? [...startupFiles, ...files]
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('')
    : '';
  return indexHtml
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escaped}$2`)
    .replace(BOOT_FILES, () => `${BOOT_FILES_ATTRIBUTE}="${files.map((file) => `/${file}`).join(' ')}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace('</head>', () => `${early}${styles ? `    ${styles}\n` : ''}  </head>`);
}

/**
 * The template a `drawnWithData` page is drawn into on the server (plugins/web-page-with-data.ts fills
 * PAGE_HEAD and PAGE_MARKUP): its content comes with the HTML, so it fetches the app once painted, as a
 * page drawn whole at build time does, instead of preloading it with the HTML.
 */
export function dataTemplate(indexHtml: string, page: PublicPage, files: string[]): string {
  return pageHtml(indexHtml, { ...page, contentIsData: false }, files, PAGE_HEAD, PAGE_MARKUP);
}

/** The module that renders the public pages at build time (src/build/public-page-prerender.tsx). */
const PRERENDER_MODULE = '/src/build/public-page-prerender.tsx';

/** A public address's prerendered markup and its style element. */
interface Prerendered {
  html: string;
  styles: string;
}

/** The addresses a page's HTML copies are drawn at: its exact paths, then one for its prefixes. */
export function pageAddresses(page: PublicPage): string[] {
  const prefixed = page.prefixes?.length ? [page.prefixAddress ?? `${page.prefixes[0]}/1`] : [];
  return [...(page.paths ?? []), ...prefixed];
}

/** The file name of an address's HTML copy: /memberschools/info/1 → pages/memberschools-info-1.html. */
export function pageFileName(address: string, kind = ''): string {
  return `pages/${address.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'index'}${kind}.html`;
}

/**
 * Each public address drawn with its first-paint styles, rendered in Node from the sources (a Vite
 * server in SSR mode, libraries loaded as Node modules), by address.
 */
async function prerenderAddresses(root: string, addresses: string[]): Promise<Record<string, Prerendered>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await server.ssrLoadModule(PRERENDER_MODULE);
    return await (module.prerenderPublicPages as (a: string[]) => Promise<Record<string, Prerendered>>)(
      addresses,
    );
  } finally {
    await server.close();
  }
}

/** The plugin and the chunk groups for a list of public pages (see the top of this file). */
export function publicPages(list: PublicPage[], root = resolve(import.meta.dirname, '../..')) {
  const moduleIds = new Map(list.map((page) => [page.name, page.modules.map((m) => resolve(root, m))]));
  /** Each page's modules and every module they import statically, filled when the module graph is known. */
  const closures = new Map<string, Set<string>>();

  const plugin: Plugin = {
    name: 'exchange-public-pages',
    apply: 'build',
    enforce: 'post',
    buildEnd() {
      for (const [name, starts] of moduleIds) {
        const missing = starts.filter((id) => !this.getModuleInfo(id));
        if (missing.length) {
          this.warn(
            `public page "${name}": ${missing.join(', ')} not in the build; the page gets no preloads`,
          );
          continue;
        }
        closures.set(name, staticImports(this as unknown as ModuleGraph, starts));
      }
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const drawn = await prerenderAddresses(root, list.flatMap(pageAddresses));
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports statically. */
      const staticClosure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) staticClosure(imported, into);
        return into;
      };
      const startup = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) staticClosure(entry.fileName, startup);

      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const boot = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: bootScript(
            entry.fileName,
            stages(startup, (file) => byFile.get(file)?.imports ?? []),
          ),
        }),
      );
      const indexHtml = startThroughBoot(String(index.source), entry.fileName, boot);

      const entries: PublicPageEntry[] = [];
      for (const page of list) {
        if (!closures.has(page.name)) continue;
        const own = new Set<string>();
        for (const moduleId of moduleIds.get(page.name)!) {
          const chunk = chunks.find((c) => c.moduleIds.includes(moduleId));
          if (chunk) staticClosure(chunk.fileName, own);
        }
        // Leaves first: the boot script runs them in this order (bootScript).
        const files = stages(
          [...own].filter((file) => !startup.has(file)),
          (file) => byFile.get(file)?.imports ?? [],
        );
        for (const address of pageAddresses(page)) {
          const html = pageFileName(address);
          const { html: markup, styles } = drawn[address]!;
          this.emitFile({
            type: 'asset',
            fileName: html,
            source: pageHtml(indexHtml, page, files, styles, markup, [...startup]),
          });
          const exact = page.paths?.includes(address);
          const dataHtml = !exact && page.drawnWithData ? pageFileName(address, '.data') : undefined;
          if (dataHtml) {
            this.emitFile({
              type: 'asset',
              fileName: dataHtml,
              source: dataTemplate(indexHtml, page, files),
            });
          }
          entries.push({
            name: page.name,
            paths: exact ? [address] : [],
            prefixes: exact ? [] : (page.prefixes ?? []),
            html,
            preloads: exact ? [] : (page.dataPreloads ?? []),
            ...(dataHtml ? { dataHtml } : {}),
          });
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'public-pages.json',
        source: `${JSON.stringify(entries, null, 2)}\n`,
      });
    },
  };

  /**
   * The public pages' chunks: a module goes to the chunk of the pages that import it, named after them
   * ("signin", "member-school~school-search"), so no page downloads another page's code. Modules the
   * startup files hold stay there (their groups have a higher priority).
   */
  const groups = (priority: number) => [
    {
      name: (id: string) => {
        const owners = list.filter((page) => closures.get(page.name)?.has(id)).map((page) => page.name);
        return owners.length ? owners.join('~') : null;
      },
      priority,
      // A module's imports belong to at least the same pages, so they find their own chunk by the
      // name above; pulled along with their importer, one page's chunk would hold another page's code.
      includeDependenciesRecursively: false,
    },
  ];

  return { plugin, groups };
}

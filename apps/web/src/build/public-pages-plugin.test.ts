import { schoolSearchEndpoints } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { APP_START_EVENT } from '../lib/boot-signal';
import {
  bootScript,
  dataTemplate,
  definingModule,
  domainNames,
  type ModuleGraph,
  PAGE_HEAD,
  PAGE_MARKUP,
  PUBLIC_PAGES,
  pageAddresses,
  pageFileName,
  pageHtml,
  stages,
  startThroughBoot,
  staticImports,
} from './public-pages-plugin';

const INDEX = '/repo/packages/domain/src/index.ts';
const AUTH_INDEX = '/repo/packages/domain/src/auth/index.ts';

/** A module graph as rolldown describes it: ids, static imports, exports and (transformed) code. */
function graph(
  modules: Record<string, { imports?: string[]; exports?: string[]; code?: string }>,
): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const m = modules[id];
      return m ? { importedIds: m.imports ?? [], exports: m.exports ?? [], code: m.code ?? '' } : null;
    },
  };
}

const domain = {
  // The domain's index and a folder index: re-exports only (their exports omit `export *` names).
  [INDEX]: {
    imports: [AUTH_INDEX, '/repo/packages/domain/src/reports/report-schemas.ts'],
    code: 'export * from "./auth/index.js";\nexport * from "./reports/report-schemas.js";\n',
  },
  [AUTH_INDEX]: {
    imports: ['/repo/packages/domain/src/auth/schemas.ts', '/repo/packages/domain/src/auth/messages.ts'],
    code: 'export * from "./schemas.js";\nexport { AUTH_MESSAGES } from "./messages.js";',
  },
  '/repo/packages/domain/src/auth/schemas.ts': {
    imports: ['/repo/packages/domain/src/common/zod-helpers.ts'],
    exports: ['signInSchema'],
    code: 'import { email } from "../common/zod-helpers.js"; export const signInSchema = email;',
  },
  '/repo/packages/domain/src/auth/messages.ts': {
    exports: ['AUTH_MESSAGES'],
    code: 'export const AUTH_MESSAGES = {};',
  },
  '/repo/packages/domain/src/common/zod-helpers.ts': { exports: ['email'], code: 'export const email = 1;' },
  '/repo/packages/domain/src/reports/report-schemas.ts': {
    exports: ['reportSchema'],
    code: 'export const reportSchema = 1;',
  },
};

describe('which modules a public page imports', () => {
  it('reads the names a module imports from the domain, without type-only names', () => {
    const code =
      'import { signInSchema, AUTH_MESSAGES as M } from "@exchange/domain";\nimport { x } from "./x";';
    expect(domainNames(code)).toEqual(['signInSchema', 'AUTH_MESSAGES']);
    expect(domainNames(null)).toEqual([]);
  });

  it('finds the module that defines a name behind nested indexes', () => {
    const g = graph(domain);
    expect(definingModule(g, INDEX, 'signInSchema')).toBe('/repo/packages/domain/src/auth/schemas.ts');
    expect(definingModule(g, INDEX, 'AUTH_MESSAGES')).toBe('/repo/packages/domain/src/auth/messages.ts');
    expect(definingModule(g, INDEX, 'nothing')).toBeNull();
  });

  it("follows the page's imports and the domain's index only to the names it uses", () => {
    const page = '/repo/apps/web/src/features/auth/sign-in-page.tsx';
    const g = graph({
      ...domain,
      [page]: {
        imports: [INDEX, '/repo/node_modules/react-hook-form/index.js'],
        code: 'import { signInSchema } from "@exchange/domain"; import { useForm } from "react-hook-form";',
      },
      '/repo/node_modules/react-hook-form/index.js': { exports: ['useForm'] },
    });
    expect([...staticImports(g, [page])].sort()).toEqual([
      page,
      '/repo/node_modules/react-hook-form/index.js',
      '/repo/packages/domain/src/auth/schemas.ts',
      '/repo/packages/domain/src/common/zod-helpers.ts',
    ]);
  });
});

describe("a public page's copy of index.html", () => {
  it('carries the page description, its files for the boot script and its first-paint styles', () => {
    const booted = startThroughBoot(
      '<head>\n    <meta name="description" content="The portal." />\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>',
      'assets/index.js',
      'assets/boot.js',
    );
    const html = pageHtml(
      booted,
      { ...PUBLIC_PAGES[0]!, description: 'Sign in & "go"' },
      ['assets/signin-1.js', 'assets/signin~x-2.js'],
      '<style data-emotion="css a">.css-a{}</style>',
    );
    expect(html).toContain('<meta name="description" content="Sign in &amp; &quot;go&quot;" />');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot.js" data-files="/assets/signin-1.js /assets/signin~x-2.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.indexOf('<style data-emotion')).toBeGreaterThan(html.indexOf('boot.js'));
    expect(html.trimEnd().endsWith('</head>')).toBe(true);
  });

  it('preloads the startup and own files with the HTML only for a page whose content is its data', () => {
    const booted =
      '<head>\n    <script type="module" crossorigin src="/assets/boot.js" data-files=""></script>\n  </head>';
    const member = PUBLIC_PAGES.find((page) => page.name === 'member-school')!;
    const memberHtml = pageHtml(booted, member, ['assets/member-1.js'], '', '', ['assets/vendor-2.js']);
    expect(memberHtml).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">');
    expect(memberHtml).toContain('<link rel="modulepreload" crossorigin href="/assets/member-1.js">');
    const signIn = pageHtml(booted, PUBLIC_PAGES[0]!, ['assets/signin-1.js'], '', '', ['assets/vendor-2.js']);
    expect(signIn).not.toContain('modulepreload');
  });

  it('preloads only GET calls of the contracts, the member page those its screen makes first', () => {
    const getPaths = new Set(
      Object.values(schoolSearchEndpoints)
        .filter((endpoint) => endpoint.method === 'GET')
        .map((endpoint) => endpoint.path as string),
    );
    for (const page of PUBLIC_PAGES)
      for (const path of page.dataPreloads ?? []) expect(getPaths, `${page.name}: ${path}`).toContain(path);
    const member = PUBLIC_PAGES.find((page) => page.name === 'member-school')!;
    expect(member.dataPreloads).toEqual([
      schoolSearchEndpoints.getMemberSchool.path,
      schoolSearchEndpoints.getMemberSchoolAidYear.path,
      schoolSearchEndpoints.getMemberSchoolLiaison.path,
    ]);
  });

  it('names each public address once', () => {
    const paths = PUBLIC_PAGES.flatMap((page) => page.paths ?? []);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/signin', '/applicantsignin', '/schoolsearch']));
  });

  it('holds the page drawn inside #root', () => {
    const html = pageHtml(
      '<head></head>\n<body><div id="root"></div></body>',
      PUBLIC_PAGES[0]!,
      [],
      '',
      '<h1>Sign In $&</h1>',
    );
    expect(html).toContain('<div id="root"><h1>Sign In $&</h1></div>');
  });

  it('draws one copy per address, and one for the addresses under a prefix', () => {
    const member = PUBLIC_PAGES.find((page) => page.name === 'member-school')!;
    expect(pageAddresses(member)).toEqual(['/memberschools', '/memberschools/info', '/memberschools/info/1']);
    expect(pageAddresses(PUBLIC_PAGES[0]!)).toEqual(['/signin', '/applicantsignin']);
    expect(pageFileName('/memberschools/info/1')).toBe('pages/memberschools-info-1.html');
    expect(pageFileName('/signin')).toBe('pages/signin.html');
    expect(pageFileName('/memberschools/info/1', '.data')).toBe('pages/memberschools-info-1.data.html');
  });

  it('marks where the server draws a member page with its data, which fetches the app once painted', () => {
    const member = PUBLIC_PAGES.find((page) => page.name === 'member-school')!;
    expect(member.drawnWithData).toBe(true);
    const booted =
      '<head>\n    <script type="module" crossorigin src="/assets/boot.js" data-files=""></script>\n  </head>' +
      '<body><div id="root"></div></body>';
    const template = dataTemplate(booted, member, ['assets/member-1.js']);
    expect(template).toContain(`<div id="root">${PAGE_MARKUP}</div>`);
    expect(template).toContain(`    ${PAGE_HEAD}\n  </head>`);
    expect(template).toContain('data-files="/assets/member-1.js"');
    expect(template).not.toContain('modulepreload');
  });

  it('starts the app through the boot script, and fetches nothing else before the first paint', () => {
    const index = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/vendor-3.js">',
      '</head>',
    ].join('\n');
    const html = startThroughBoot(index, 'assets/index-1.js', 'assets/boot-2.js');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-2.js" data-files=""></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(() => startThroughBoot('<head></head>', 'assets/index-1.js', 'assets/boot-2.js')).toThrow();
  });

  it('after the first paint, preloads the startup and page files, then runs the startup files one by one', () => {
    const boot = bootScript('assets/index-1.js', [
      'assets/runtime-4.js',
      'assets/vendor-3.js',
      'assets/index-1.js',
    ]);
    expect(boot).toContain('const STAGES = ["./runtime-4.js","./vendor-3.js"];');
    expect(boot).toContain("document.querySelector('script[data-files]')?.getAttribute('data-files')");
    expect(boot).toContain("link.rel = 'modulepreload';");
    expect(boot).toContain(
      'for (const file of [...STAGES, "./index-1.js", ...own]) {\n      await import(file);\n      await pause();',
    );
    expect(boot).toContain(`document.dispatchEvent(new Event("${APP_START_EVENT}"))`);
    expect(boot).toContain("observe({ type: 'paint', buffered: true })");
    expect(boot).toContain('requestAnimationFrame(() => setTimeout(start))');
  });

  it('orders the startup files so that each runs after everything it imports', () => {
    const imports: Record<string, string[]> = {
      index: ['contracts', 'vendor', 'runtime'],
      contracts: ['vendor', 'runtime'],
      vendor: ['runtime'],
      runtime: [],
      lazy: ['vendor'],
    };
    expect(stages(['index', 'contracts', 'vendor', 'runtime'], (file) => imports[file] ?? [])).toEqual([
      'runtime',
      'vendor',
      'contracts',
      'index',
    ]);
    // A cycle between chunks still lists each once.
    expect(stages(['a', 'b'], (file) => (file === 'a' ? ['b'] : ['a']))).toEqual(['b', 'a']);
  });
});

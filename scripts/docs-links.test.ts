// The repository explains itself without the folders beside it (issue 34 part 7): every relative link in
// README.md and docs/**/*.md names a file or folder that exists inside the repository. The spec and the
// shared architecture live outside it (../shared/), so the docs name them in plain text, never by a link.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** README.md and every markdown file under docs/, as paths relative to the repository root. */
function markdownFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return files.sort();
}

/** The text without fenced code blocks and inline code spans, where brackets are not links. */
function withoutCode(markdown: string): string {
  let fence: string | null = null;
  const lines = markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker?.startsWith(fence)) fence = null;
      return '';
    }
    return line;
  });
  return lines.join('\n').replace(/(`+)[\s\S]*?\1/g, 'code');
}

const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm;
const EXTERNAL = /^(https?:|mailto:|#)/i;

/** The relative link targets of a markdown text (external links and #anchors left out). */
function relativeLinks(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets = [...text.matchAll(INLINE_LINK), ...text.matchAll(REFERENCE_DEFINITION)].map((m) =>
    m[1].replace(/^<|>$/g, ''),
  );
  return targets.filter((target) => target !== '' && !EXTERNAL.test(target));
}

/** The file a link names, from the linking file's folder (a leading / is the repository root). */
function linkedPath(file: string, target: string): string {
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
  return path.startsWith('/') ? join(root, path) : resolve(root, dirname(file), path);
}

function isInsideRepository(path: string): boolean {
  const fromRoot = relative(root, path);
  return fromRoot === '' || (!fromRoot.startsWith('..') && !isAbsolute(fromRoot));
}

describe('relativeLinks', () => {
  it('finds inline, image and reference links, and leaves out external ones, anchors and code', () => {
    const markdown = [
      'See [the index](docs/features/README.md#who) and ![a logo](img/logo.png "Logo").',
      '[`docs/decisions.md`](docs/decisions.md), [site](https://example.org), [mail](mailto:a@b.c), [top](#top)',
      'Not a link: `"$"#,##0.00;[Red]("$"#,##0.00)`.',
      '```md',
      '[inside a fence](nowhere.md)',
      '```',
      '[ref]: ../architecture.md',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      'docs/features/README.md#who',
      'img/logo.png',
      'docs/decisions.md',
      '../architecture.md',
    ]);
  });
});

describe('README and docs links resolve inside the repository', () => {
  const files = markdownFiles();

  it('reads README.md and the docs', () => {
    expect(files).toContain('README.md');
    expect(files.some((f) => f.startsWith('docs/features/'))).toBe(true);
  });

  it.each(files)('%s', (file) => {
    const links = relativeLinks(readFileSync(join(root, file), 'utf8'));
    const outside = links.filter((target) => !isInsideRepository(linkedPath(file, target)));
    const missing = links.filter((target) => {
      const path = linkedPath(file, target);
      return isInsideRepository(path) && !existsSync(path);
    });
    expect({ outside, missing }).toEqual({ outside: [], missing: [] });
  });
});

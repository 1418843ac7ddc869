/**
 * The docs stay true to the tree: every relative link and every code path named in backticks in the
 * README, docs/ and the mock API's README names a file or folder that exists. A probe text proves the
 * checker reports a dead link and a dead path (and not a live one), so the test cannot pass on nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CODE_ROOTS = ['server', 'client', 'shared', 'mock-api', 'scripts', 'tests', 'deploy', 'docs'];
const CODE_PATH = new RegExp(`^(?:${CODE_ROOTS.join('|')})/[^\\s]*$`);

/** Inline links `[text](target)` and reference definitions `[id]: target`. */
const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm;
const INLINE_CODE = /`([^`\n]+)`/g;

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('#');
}

/**
 * A named path as the tree must hold it: no anchor, line number or query; a glob or a placeholder is
 * checked up to its first wildcard (the folder it names must exist).
 */
function checkedPart(named: string): string {
  const plain = named.replace(/[#?].*$/, '').replace(/:\d+(?:-\d+)?$/, '');
  const wildcard = plain.search(/[*{<…]|\.\.\./);
  return wildcard === -1 ? plain : plain.slice(0, plain.lastIndexOf('/', wildcard) + 1);
}

/** The dead references of one markdown file: links resolve from its folder, code paths from the root. */
function deadReferences(markdown: string, file: string, exists: (repoPath: string) => boolean): string[] {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/<!--[\s\S]*?-->/g, '');
  const dead: string[] = [];
  for (const match of prose.matchAll(LINK)) {
    const target = match[1] ?? match[2];
    if (!target || isExternal(target)) continue;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(checkedPart(target))));
    if (!exists(resolved)) dead.push(`${file}: link ${target}`);
  }
  for (const match of prose.matchAll(INLINE_CODE)) {
    const named = match[1]?.trim().replace(/[.,;:)]+$/, '') ?? '';
    if (!CODE_PATH.test(named)) continue;
    if (!exists(checkedPart(named))) dead.push(`${file}: path ${named}`);
  }
  return dead;
}

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(rel);
    return entry.name.endsWith('.md') ? [rel] : [];
  });
}

const inTree = (repoPath: string) => existsSync(path.join(root, repoPath));

/** The README's folder map: each top folder's lines (`server/     …` and the indented lines after it). */
function folderMap(readme: string): Map<string, string> {
  const map = new Map<string, string>();
  let current: string | undefined;
  for (const line of readme.split('\n')) {
    const top = /^([a-z-]+)\/ {2,}/.exec(line)?.[1];
    if (top) current = top;
    else if (!/^ {6,}\S/.test(line)) current = undefined;
    if (current) map.set(current, `${map.get(current) ?? ''} ${line}`);
  }
  return map;
}

const DECISIONS = 'docs/decisions';
const RECORD = /^(\d{4}|00XX)-.+\.md$/;
const STATUS = /^- \*\*Status:\*\* ((?:Accepted|Superseded by \[\d{4}\]).*)$/m;
const DATE = /^- \*\*Date:\*\* (\d{4}-\d{2}-\d{2})$/m;

const MAPPED_FOLDERS = ['server', 'client', 'shared', 'scripts', 'tests', 'deploy'];

describe('the docs name only what exists', () => {
  it('finds a dead link and a dead code path in a probe text, and passes the live ones', () => {
    const probe = [
      'See [the architecture](architecture.md), [the README](../README.md#folders) and [a site](https://example.com).',
      'The server starts in `server/index.ts`; the pages are `client/routes/*/route.tsx`.',
      'Gone: [the old notes](old-notes.md) and `server/no-such-module.ts`.',
      '```',
      'server/inside-a-code-block.ts is an example, not a claim',
      '```',
    ].join('\n');
    expect(deadReferences(probe, 'docs/probe.md', inTree)).toEqual([
      'docs/probe.md: link old-notes.md',
      'docs/probe.md: path server/no-such-module.ts',
    ]);
  });

  it('the README folder map names every folder of server/, client/, shared/, scripts/, tests/ and deploy/', () => {
    const map = folderMap(readFileSync(path.join(root, 'README.md'), 'utf8'));
    const missing = MAPPED_FOLDERS.flatMap((top) =>
      readdirSync(path.join(root, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !map.get(top)?.includes(` ${entry.name}/`))
        .map((entry) => `${top}/${entry.name}/`),
    );
    expect(missing).toEqual([]);
  });

  it('every decision record has a status and a date, and the index lists it with both', () => {
    const index = readFileSync(path.join(root, DECISIONS, 'README.md'), 'utf8');
    const records = readdirSync(path.join(root, DECISIONS)).filter((name) => RECORD.test(name));
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      const text = readFileSync(path.join(root, DECISIONS, name), 'utf8');
      const status = STATUS.exec(text)?.[1];
      const date = DATE.exec(text)?.[1];
      expect(status, `${name}: status line`).toBeDefined();
      expect(date, `${name}: date line`).toBeDefined();
      const row = index.split('\n').find((line) => line.split('|')[1]?.includes(`](${name})`));
      expect(row, `${name}: row in the index`).toContain(`| ${status} | ${date} |`);
    }
  });

  it.each(['README.md', 'mock-api/README.md', ...markdownUnder('docs')])(
    '%s: every relative link and code path exists',
    (file) => {
      expect(deadReferences(readFileSync(path.join(root, file), 'utf8'), file, inTree)).toEqual([]);
    },
  );
});

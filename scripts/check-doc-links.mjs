#!/usr/bin/env node
/**
 * Checks that comments and docs point only at what the repository holds:
 *
 * - a reference to a file of the repository (`docs/billing.md#invoice-status-changes`,
 *   `README.md#build`, `./lib/source-files.mjs`, a markdown link) names a file that exists and,
 *   for a markdown file with an anchor, a heading whose GitHub slug is that anchor;
 * - no citation of a spec section by number (`spec 0N` followed by a section sign and a number):
 *   the rule belongs in a docs/ page, linked;
 * - no citation of the ARCHITECTURE or STYLE pages, which the repository does not hold;
 * - no issue-number citation (the word issue followed by a number, with or without brackets).
 *
 * Scanned: the comments of .ts/.tsx/.mts/.cts/.js/.jsx/.mjs/.cjs files (parsed with TypeScript, so
 * strings and regular expressions are never read as comments), the `--` and block comments of .sql
 * files (migrations) and the whole text of .md files,
 * under the folders and files given as arguments (node_modules, dist and hidden folders skipped).
 *
 * Usage: node scripts/check-doc-links.mjs [--root <dir>] <folder or file>...
 * Exit code 0 when nothing is found, 1 with one line per finding (path:line: kind: detail) and the
 * counts per top-level folder, 2 on a usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.sql']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);
/** Path segments of what builds and runs write, never a reference to a file kept in the repository. */
const GENERATED_SEGMENTS = new Set(['node_modules', 'dist', '.package', '.data', '.cache', 'coverage']);
/** Extensions a bare path in a comment or doc must end with to be read as a reference to a file. */
const REFERENCE_EXTENSIONS = 'md|ts|tsx|mts|cts|js|jsx|mjs|cjs|json|jsonc|sql|ya?ml|html|css|svg|sh|conf';

/** Finding kinds, in the order the summary lists them. */
export const KINDS = ['missing-file', 'missing-anchor', 'spec-section', 'unknown-doc', 'issue-number'];

/**
 * The GitHub slug of a heading's text (the algorithm of github-slugger): inline markup reduced to
 * its text, lower case, every character but letters, marks, digits, connector punctuation, spaces
 * and hyphens removed, spaces turned into hyphens.
 */
export function githubSlug(headingText) {
  const text = headingText
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a markdown text offers: its headings' slugs (repeats numbered -1, -2 as GitHub does) and explicit ids. */
export function markdownAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The comments of a JavaScript or TypeScript source, each with the 1-based line it starts on. */
export function sourceComments(text, fileName) {
  const extension = path.extname(fileName);
  const kind = extension === '.tsx' || extension === '.jsx' ? ts.ScriptKind.TSX : /\.[mc]?ts$/.test(extension) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const starts = new Set();
  const comments = [];
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      comments.push({ text: text.slice(range.pos, range.end), line: sourceFile.getLineAndCharacterOfPosition(range.pos).line + 1 });
    }
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    if (node.kind < ts.SyntaxKind.FirstNode || node.getChildCount(sourceFile) === 0) {
      collect(ts.getLeadingCommentRanges(text, node.pos));
      collect(ts.getTrailingCommentRanges(text, node.pos));
      return;
    }
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return comments.sort((a, b) => a.line - b.line);
}

/** The `--` and block comments of an SQL text (quoted strings and identifiers skipped), each with its 1-based line. */
export function sqlComments(text) {
  const comments = [];
  let line = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n') line += 1;
    else if (char === "'" || char === '"') {
      const end = text.indexOf(char, i + 1);
      const stop = end === -1 ? text.length : end;
      line += (text.slice(i, stop).match(/\n/g) ?? []).length;
      i = stop;
    } else if (char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({ text: text.slice(i, stop), line });
      i = stop - 1;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const body = text.slice(i, stop);
      comments.push({ text: body, line });
      line += (body.match(/\n/g) ?? []).length;
      i = stop - 1;
    }
  }
  return comments;
}

/** The findings of one piece of text (a comment or a markdown file) that are not about links. */
function citationFindings(text) {
  const findings = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (/§\s*\d/.test(line) || /\bspec\s+0\d\b\s*§/i.test(line)) {
      findings.push({ offset: index, kind: 'spec-section', detail: `cites a spec section (${line.match(/(?:spec\s+0\d\s*)?§\s*[\d.]+/i)[0]}): link the docs/ page stating the rule` });
    }
    const doc = /\b(ARCHITECTURE|STYLE)\.md\b/.exec(line);
    if (doc) findings.push({ offset: index, kind: 'unknown-doc', detail: `cites ${doc[0]}, which the repository does not hold: link a docs/ page` });
    const issue = /\bissues?\s+#?\d+\b/i.exec(line);
    if (issue) findings.push({ offset: index, kind: 'issue-number', detail: `cites an issue number (${issue[0]}): state the rule or link the docs/ page` });
  });
  return findings;
}

/** The references to files of `text` (markdown links and bare paths), each with its line offset. */
function references(text, { markdown }) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((rawLine, index) => {
    let line = rawLine.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
    if (markdown) {
      for (const link of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        if (!/^[a-z][a-z0-9+.-]*:/i.test(link[1])) found.push({ offset: index, target: link[1], linked: true });
      }
      line = line.replace(/\]\([^)]*\)/g, ' ');
    }
    const pattern = new RegExp(String.raw`(?<![\w./@*<>{}$-])((?:\.{1,2}/)*[\w.-]+(?:/[\w.-]+)*\.(?:${REFERENCE_EXTENSIONS}))(#[\w-]*)?(?![\w/*<>{}$-])`, 'g');
    for (const match of line.matchAll(pattern)) {
      const target = match[1] + (match[2] ?? '');
      if (!match[1].includes('/') && !match[1].endsWith('.md')) continue;
      found.push({ offset: index, target, linked: false });
    }
  });
  return found;
}

/**
 * Checks the references and citations of every file under `targets` (paths relative to `root`);
 * `onReference` (optional) is called once for each reference that names a file of the repository,
 * found or not.
 *
 * @returns the findings, each `{ file, line, kind, detail }` with `file` relative to `root`, in file then line order
 * @throws when a target does not exist
 */
export function checkDocLinks({ root, targets, onReference = () => {} }) {
  const files = [];
  const walk = (absolute) => {
    const stat = fs.statSync(absolute);
    if (stat.isFile()) {
      files.push(absolute);
      return;
    }
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(absolute, entry.name));
      } else if (entry.isFile() && (SOURCE_EXTENSIONS.has(path.extname(entry.name)) || entry.name.endsWith('.md'))) {
        files.push(path.join(absolute, entry.name));
      }
    }
  };
  for (const target of targets) {
    const absolute = path.resolve(root, target);
    if (!fs.existsSync(absolute)) throw new Error(`${target} does not exist under ${root}`);
    walk(absolute);
  }

  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, markdownAnchors(fs.readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaces = (rootPackage.workspaces ?? []).map((workspace) => path.join(root, workspace));
  /** The file `candidate` names, or its TypeScript source when it names the .js an import compiles to. */
  const existing = (candidate) => {
    if (fs.existsSync(candidate)) return candidate;
    const source = [candidate.replace(/\.js$/, '.ts'), candidate.replace(/\.js$/, '.tsx'), candidate.replace(/\.mjs$/, '.mts')].find((name) => name !== candidate && fs.existsSync(name));
    return source;
  };
  const resolveReference = (from, target, linked) => {
    const hash = target.indexOf('#');
    const filePart = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? '' : target.slice(hash + 1);
    if (filePart === '') return { file: from, anchor };
    if (filePart.split('/').some((segment) => GENERATED_SEGMENTS.has(segment))) return null;
    const fileDir = path.dirname(from);
    if (filePart.startsWith('/')) return { file: existing(path.join(root, filePart)), anchor };
    if (linked || filePart.startsWith('./') || filePart.startsWith('../')) return { file: existing(path.resolve(fileDir, filePart)), anchor };
    // A bare path is read from the repository root, a package's folder, or the file's folder or one
    // above it; it is a reference to the repository only when its first folder is found there
    // (`run/config.json` names what a stack writes at run time, not a file of the repository).
    const bases = [root, ...workspaces];
    for (let dir = fileDir; dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) bases.push(dir);
    const file = bases.map((base) => existing(path.join(base, filePart))).find(Boolean);
    if (file) return { file, anchor };
    const firstSegment = filePart.split('/')[0];
    const isFolderReference = filePart.includes('/') && firstSegment !== '.' && firstSegment !== '..';
    if (isFolderReference && !bases.some((base) => fs.existsSync(path.join(base, firstSegment)))) return null;
    return { file: undefined, anchor };
  };

  const findings = [];
  for (const file of [...new Set(files)]) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const markdown = file.endsWith('.md');
    const pieces = markdown ? [{ text, line: 1 }] : file.endsWith('.sql') ? sqlComments(text) : sourceComments(text, file);
    for (const piece of pieces) {
      for (const finding of citationFindings(piece.text)) findings.push({ file: relative, line: piece.line + finding.offset, kind: finding.kind, detail: finding.detail });
      for (const reference of references(piece.text, { markdown })) {
        if (/\b(ARCHITECTURE|STYLE)\.md\b/.test(reference.target)) continue;
        const resolved = resolveReference(file, reference.target, reference.linked);
        if (resolved === null) continue;
        onReference();
        const line = piece.line + reference.offset;
        if (resolved.file === undefined) {
          findings.push({ file: relative, line, kind: 'missing-file', detail: `${reference.target}: no such file in the repository` });
        } else if (resolved.anchor && resolved.file.endsWith('.md') && !anchorsOf(resolved.file).has(resolved.anchor)) {
          findings.push({ file: relative, line, kind: 'missing-anchor', detail: `${reference.target}: ${path.relative(root, resolved.file)} has no heading #${resolved.anchor}` });
        }
      }
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Counts of findings per top-level folder (or root file) and kind. */
export function countFindings(findings) {
  const counts = new Map();
  for (const finding of findings) {
    const area = finding.file.includes('/') ? finding.file.slice(0, finding.file.indexOf('/')) : finding.file;
    const perKind = counts.get(area) ?? Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    perKind[finding.kind] += 1;
    counts.set(area, perKind);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

function main(argv) {
  let root = path.resolve(import.meta.dirname, '..');
  const targets = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root') root = path.resolve(argv[(i += 1)] ?? '');
    else if (argv[i] === '--help' || argv[i] === '-h') {
      process.stdout.write('Usage: node scripts/check-doc-links.mjs [--root <dir>] <folder or file>...\n');
      return 0;
    } else targets.push(argv[i]);
  }
  if (targets.length === 0) {
    process.stderr.write('check-doc-links: name the folders or files to check, e.g. platform-api docs README.md\n');
    return 2;
  }
  let findings;
  let references = 0;
  try {
    findings = checkDocLinks({ root, targets, onReference: () => (references += 1) });
  } catch (error) {
    process.stderr.write(`check-doc-links: ${error.message}\n`);
    return 2;
  }
  for (const finding of findings) process.stdout.write(`${finding.file}:${finding.line}: ${finding.kind}: ${finding.detail}\n`);
  if (findings.length === 0) {
    process.stdout.write(`check-doc-links: no broken reference or citation in ${targets.join(', ')} (${references} references to the repository's files, all found)\n`);
    return 0;
  }
  process.stdout.write(`\ncheck-doc-links: ${findings.length} findings\n${['area', ...KINDS].join('\t')}\n`);
  for (const [area, perKind] of countFindings(findings)) process.stdout.write(`${[area, ...KINDS.map((kind) => perKind[kind])].join('\t')}\n`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));

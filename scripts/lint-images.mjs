#!/usr/bin/env node
/**
 * Checks the images' files without building them (no Docker here), in `npm run lint`:
 *
 * - each Dockerfile of images/: dockerfile-utils' validation (the Dockerfile language server's
 *   parser: unknown instructions, wrong arguments, bad flags), then the project's rules: more than
 *   one stage, the last the one that runs (earlier stages check the package; the running one
 *   carries no build or package tool), every base image pinned to a version tag, COPY from the build
 *   context only of the folders `npm run package` writes and `--from` only of a stage of the file,
 *   a non-root USER, a HEALTHCHECK (the API's on /healthz), a CMD;
 * - images/compose.yaml: dclint (the compose-spec JSON schema and its rules, .dclintrc), then the
 *   project's rules: every service in exactly one profile, `prod` or `local`; a local service's
 *   name ends in `-local`; nothing of the prod profile runs a local stand-in (API_ENVIRONMENT or
 *   CONSOLE_ENVIRONMENT local, a `-local` host, or an image instead of one of images/); every
 *   Dockerfile named exists.
 *
 *   node scripts/lint-images.mjs    exits 1 with one line per problem
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import dockerfileUtils from 'dockerfile-utils';
import { PACKAGE_FOLDERS } from './lib/package-layout.mjs';
import { ROOT } from './lib/stack-config.mjs';

const IMAGES_DIR = path.join(ROOT, 'images');

/** The instructions of a Dockerfile: `{ line, keyword, args }`, continuation lines joined. */
function instructions(text) {
  const result = [];
  let pending = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (pending && line.trim().startsWith('#')) return;
    const body = line.endsWith('\\') ? line.slice(0, -1) : line;
    if (pending) pending.text += ` ${body.trim()}`;
    else pending = { line: index + 1, text: body.trim() };
    if (!line.endsWith('\\')) {
      const [keyword, ...rest] = pending.text.split(/\s+/);
      result.push({ line: pending.line, keyword: keyword.toUpperCase(), args: rest.join(' ') });
      pending = null;
    }
  });
  return result;
}

/**
 * The problems of one Dockerfile, each `line N: message`.
 * @param {string} text the Dockerfile
 * @param {{ healthPath?: string }} [rules] `healthPath`: the path its HEALTHCHECK must ask
 * @returns {string[]}
 */
export function lintDockerfile(text, { healthPath } = {}) {
  const problems = dockerfileUtils.validate(text).map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
  const all = instructions(text);
  const froms = all.filter((instruction) => instruction.keyword === 'FROM');
  if (froms.length < 2) problems.push(`${froms.length} FROM instruction${froms.length === 1 ? '' : 's'}: an image has a stage that checks the package and a stage that runs it`);
  const stages = new Set();
  for (const from of froms) {
    const words = from.args.split(/\s+/).filter((word) => !word.startsWith('--'));
    const image = words[0] ?? '';
    if (!/:[\w.-]+$/.test(image) || image.endsWith(':latest')) problems.push(`line ${from.line}: the base image ${image} must be pinned to a version tag`);
    if (words[1]?.toUpperCase() === 'AS' && words[2]) stages.add(words[2].toLowerCase());
  }
  for (const copy of all.filter((instruction) => instruction.keyword === 'COPY' || instruction.keyword === 'ADD')) {
    const from = /(?:^|\s)--from=(\S+)/.exec(copy.args)?.[1];
    if (from !== undefined) {
      if (copy.keyword !== 'COPY' || !stages.has(from.toLowerCase())) problems.push(`line ${copy.line}: ${copy.keyword} --from=${from}: an image copies only from a stage of its own file`);
      continue;
    }
    const words = copy.args.split(/\s+/).filter((word) => !word.startsWith('--'));
    for (const source of words.slice(0, -1)) {
      if (!PACKAGE_FOLDERS.some((folder) => source.replace(/\/$/, '') === folder)) problems.push(`line ${copy.line}: ${copy.keyword} ${source}: an image copies only what npm run package writes (${PACKAGE_FOLDERS.join(', ')})`);
    }
  }
  const users = all.filter((instruction) => instruction.keyword === 'USER');
  const user = users.at(-1)?.args.trim();
  if (!user || user === 'root' || user === '0' || user.startsWith('0:') || user.startsWith('root:')) problems.push('the image must run as a user other than root (USER)');
  const health = all.find((instruction) => instruction.keyword === 'HEALTHCHECK');
  if (!health) problems.push('a HEALTHCHECK is missing');
  else if (healthPath && !health.args.includes(healthPath)) problems.push(`line ${health.line}: the HEALTHCHECK must ask ${healthPath}`);
  if (!all.some((instruction) => instruction.keyword === 'CMD')) problems.push('a CMD is missing');
  return problems;
}

/**
 * The problems of a compose file by the project's rules (see the module's comment).
 * @param {string} text the compose file
 * @param {string} dir the compose file's folder (build contexts are relative to it)
 * @returns {string[]}
 */
export function lintComposeRules(text, dir) {
  const problems = [];
  const compose = parse(text);
  for (const [name, service] of Object.entries(compose?.services ?? {})) {
    const profiles = service.profiles ?? [];
    if (profiles.length !== 1 || !['prod', 'local'].includes(profiles[0])) {
      problems.push(`service ${name} must be in exactly one profile, prod or local (it is in ${profiles.join(', ') || 'none'})`);
      continue;
    }
    const environment = service.environment ?? {};
    const values = Array.isArray(environment) ? environment : Object.entries(environment).map(([key, value]) => `${key}=${value}`);
    if (profiles[0] === 'local') {
      if (!name.endsWith('-local')) problems.push(`service ${name} of the local profile must say so: its name ends in -local`);
      continue;
    }
    if (name.endsWith('-local')) problems.push(`service ${name} is named local but is in the prod profile`);
    if (service.image || !service.build) problems.push(`service ${name} of the prod profile must build from one of images/ (no stand-in image)`);
    for (const value of values) {
      if (/^(API_ENVIRONMENT|CONSOLE_ENVIRONMENT)=local$/.test(value)) problems.push(`service ${name} of the prod profile runs in local mode (${value})`);
      if (/-local[:/]/.test(value)) problems.push(`service ${name} of the prod profile names a local stand-in (${value})`);
    }
    if (service.depends_on && Object.keys(service.depends_on).some((other) => other.endsWith('-local'))) problems.push(`service ${name} of the prod profile depends on a local service`);
  }
  for (const [name, service] of Object.entries(compose?.services ?? {})) {
    if (!service.build) continue;
    const context = path.resolve(dir, service.build.context ?? '.');
    const dockerfile = path.resolve(context, service.build.dockerfile ?? 'Dockerfile');
    if (!fs.existsSync(dockerfile)) problems.push(`service ${name}: ${path.relative(ROOT, dockerfile)} does not exist`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const file of fs.readdirSync(IMAGES_DIR).filter((name) => name.endsWith('.Dockerfile')).sort()) {
    const rules = file === 'platform-api.Dockerfile' ? { healthPath: '/healthz' } : {};
    for (const problem of lintDockerfile(fs.readFileSync(path.join(IMAGES_DIR, file), 'utf8'), rules)) problems.push(`images/${file}: ${problem}`);
  }
  const composeFile = path.join(IMAGES_DIR, 'compose.yaml');
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'dclint', 'bin', 'dclint.cjs'), composeFile], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    problems.push(`images/compose.yaml (dclint):\n${error.stdout?.toString() ?? ''}${error.stderr?.toString() ?? error.message}`);
  }
  for (const problem of lintComposeRules(fs.readFileSync(composeFile, 'utf8'), IMAGES_DIR)) problems.push(`images/compose.yaml: ${problem}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('images: the Dockerfiles and compose.yaml pass');
}

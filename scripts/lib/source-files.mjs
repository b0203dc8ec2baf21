/** The TypeScript sources of a folder, for tests that read the apps' imports. */
import fs from 'node:fs';
import path from 'node:path';

/** Every .ts/.tsx file under `dir` (absolute paths), tests (*.test.ts, *.test.tsx) left out. */
export function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder above this file that holds both api/ and web/. */
export function repoRoot(): string {
  let dir = __dirname;
  while (!(existsSync(path.join(dir, 'api')) && existsSync(path.join(dir, 'web')))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (a folder with api/ and web/)');
    dir = parent;
  }
  return dir;
}

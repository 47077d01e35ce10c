// `npm install` / `npm ci` (the `prepare` script): points git at the repository's hooks (.githooks/), so a fresh
// clone gets the advisory pre-commit check. Never fails: an archive without .git, a machine without git, or an
// install inside another repository simply skips it.
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

try {
  if (
    existsSync(path.join(root, '.githooks')) &&
    realpathSync(git('rev-parse', '--show-toplevel')) === realpathSync(root)
  ) {
    git('config', 'core.hooksPath', '.githooks');
  }
} catch {
  // No git, or not a checkout of this repository: nothing to wire.
}

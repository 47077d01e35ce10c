import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, assertBlobPrefix, type BlobStore } from './blob-store';

/** The folder under DATA_DIR that the embedded driver writes in. */
export const LOCAL_BLOBS_FOLDER = 'attachments';

const errno = (err: unknown) => (err as NodeJS.ErrnoException).code;

/**
 * The embedded driver: each key is a file under `root` (DATA_DIR/attachments by default). A put writes a temporary
 * file beside the target (its name starts with a dot, which no key can), flushes it and renames it over the
 * target, so a crash or a concurrent reader never sees half an image.
 */
export function localBlobStore(root: string): BlobStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertBlobKey(key);
    return path.join(base, ...key.split('/'));
  };

  async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
    const tmp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    const handle = await open(tmp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /** Removes the now-empty folders between `file` and the root; a folder another put just filled stays. */
  async function pruneParents(file: string): Promise<void> {
    for (
      let dir = path.dirname(file);
      dir !== base && dir.startsWith(base + path.sep);
      dir = path.dirname(dir)
    ) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (errno(err) === 'ENOENT' || errno(err) === 'ENOTDIR') return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) yield `${prefix}${entry.name}`;
    }
  }

  return {
    driver: 'local',

    async put(key, bytes) {
      const file = fileOf(key);
      // A delete of the folder's last file may prune the folder between our mkdir and our write: make it again.
      for (let attempt = 0; ; attempt++) {
        await mkdir(path.dirname(file), { recursive: true });
        try {
          return await writeAtomically(file, bytes);
        } catch (err) {
          if (errno(err) !== 'ENOENT' || attempt >= 3) throw err;
        }
      }
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (errno(err) === 'ENOENT' || errno(err) === 'ENOTDIR' || errno(err) === 'EISDIR') return null;
        throw err;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await pruneParents(file);
    },

    async deleteMany(keys) {
      const files = keys.map(fileOf);
      for (const file of files) await rm(file, { force: true });
      for (const file of files) await pruneParents(file);
    },

    list(prefix) {
      assertBlobPrefix(prefix);
      return walk(path.join(base, ...prefix.split('/').filter(Boolean)), prefix);
    },

    async close() {},
  };
}

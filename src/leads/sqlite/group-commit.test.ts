import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupCommit } from './group-commit';

let dir = '';
let db: DatabaseSync;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fortarc-group-commit-'));
  db = new DatabaseSync(path.join(dir, 'test.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (id: number, v: string | null) => () =>
  db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(id, v).changes;

describe('writes committed together', () => {
  it('stores writes asked for at once with one commit, each visible to another connection once it resolves', async () => {
    const writes = new GroupCommit(db);
    const exec = vi.spyOn(db, 'exec');
    const other = new DatabaseSync(path.join(dir, 'test.sqlite'));
    try {
      const done = Array.from({ length: 8 }, (_, i) =>
        writes.run(insert(i, `v${i}`)).then((changes) => {
          const seen = other.prepare('SELECT v FROM t WHERE id = ?').get(i);
          return [changes, seen?.v];
        }),
      );
      expect(await Promise.all(done)).toEqual(Array.from({ length: 8 }, (_, i) => [1, `v${i}`]));
      expect(exec.mock.calls.filter(([sql]) => sql === 'COMMIT')).toHaveLength(1);
      // the next turn's writes are the next commit's
      await writes.run(insert(8, 'v8'));
      expect(exec.mock.calls.filter(([sql]) => sql === 'COMMIT')).toHaveLength(2);
    } finally {
      other.close();
    }
  });

  it('refuses a failing write alone and undoes all of it, keeping the others', async () => {
    const writes = new GroupCommit(db);
    const failing = () => {
      insert(10, 'half')();
      return insert(11, null)(); // NOT NULL: fails after the first row
    };
    const results = await Promise.allSettled([
      writes.run(insert(1, 'a')),
      writes.run(failing),
      writes.run(insert(2, 'b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(
      db
        .prepare('SELECT id FROM t ORDER BY id')
        .all()
        .map((r) => r.id),
    ).toEqual([1, 2]);
  });

  it('refuses every write of a batch whose commit cannot start', async () => {
    const writes = new GroupCommit(db);
    const pending = [writes.run(insert(1, 'a')), writes.run(insert(2, 'b'))];
    db.close();
    for (const result of await Promise.allSettled(pending)) expect(result.status).toBe('rejected');
    db = new DatabaseSync(path.join(dir, 'test.sqlite'));
  });
});

import type { DatabaseSync } from 'node:sqlite';

interface Write {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes asked for together share one transaction, so one commit, and the one fsync a commit
 * costs, stores them all. `node:sqlite` is synchronous: each commit's fsync held the event loop,
 * and every request behind it, for as long as the disk took (about a millisecond on a quiet
 * disk, tens on a busy one). Writes are gathered until the event loop's current turn ends; each
 * runs in a savepoint of its own, so one that fails is undone alone and only its caller hears of
 * it. None resolves before the commit that stores it has returned.
 */
export class GroupCommit {
  private waiting: Write[] = [];

  constructor(private readonly db: DatabaseSync) {}

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    const outcomes: ({ value: unknown } | { error: unknown })[] = [];
    try {
      this.db.exec('BEGIN IMMEDIATE');
      for (const write of batch) {
        this.db.exec('SAVEPOINT write');
        try {
          outcomes.push({ value: write.work() });
          this.db.exec('RELEASE write');
        } catch (error) {
          this.db.exec('ROLLBACK TO write');
          this.db.exec('RELEASE write');
          outcomes.push({ error });
        }
      }
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.isOpen && this.db.isTransaction) this.db.exec('ROLLBACK');
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) write.reject(outcome.error);
      else write.resolve(outcome.value);
    });
  }
}

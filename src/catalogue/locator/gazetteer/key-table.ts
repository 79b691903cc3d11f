/**
 * A map from ASCII keys to lists of numbers kept in typed arrays instead of a `Map` of strings:
 * the gazetteer's 155,000 name keys cost some 5 MB this way and no objects for the garbage
 * collector to trace or promote; as a `Map` they cost some 20 MB, and building it grew the
 * process by 60 MB that V8 kept. Open addressing (FNV-1a, linear probing, a table at most half full): a lookup hashes
 * the key once and compares a probe or two.
 */
export class KeyTable {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly keyStarts: Uint32Array,
    private readonly valueStarts: Uint32Array,
    private readonly values: Uint32Array,
    private readonly slots: Int32Array,
  ) {}

  get size(): number {
    return this.keyStarts.length - 1;
  }

  /** The values of `key`, in the order they were arranged when built; empty when none. */
  get(key: string): Uint32Array {
    const id = findSlot(this.slots, hash(key), (candidate) =>
      sameKey(this.bytes, this.keyStarts, candidate, key),
    );
    return id < 0 ? EMPTY : this.values.subarray(this.valueStarts[id], this.valueStarts[id + 1]);
  }
}

/** Collects keys and their values one at a time, in growing typed arrays. */
export class KeyTableBuilder {
  private bytes: Uint8Array = new Uint8Array(1 << 16);
  private byteCount = 0;
  private keyStarts: Uint32Array = new Uint32Array(1 << 12);
  private hashes: Uint32Array = new Uint32Array(1 << 12);
  private lastValue: Int32Array = new Int32Array(1 << 12);
  private keyCount = 0;
  private slots: Int32Array = new Int32Array(1 << 13).fill(-1);
  private values: Uint32Array = new Uint32Array(1 << 14);
  private previous: Int32Array = new Int32Array(1 << 14);
  private valueCount = 0;

  /** Adds `value` to the list of `key` (ASCII). */
  add(key: string, value: number): void {
    const keyHash = hash(key);
    let id = findSlot(this.slots, keyHash, (candidate) =>
      sameKey(this.bytes, this.keyStarts, candidate, key),
    );
    if (id < 0) id = this.addKey(key, keyHash);
    if (this.valueCount === this.values.length) {
      this.values = grown(this.values, this.values.length * 2);
      this.previous = grown(this.previous, this.values.length);
    }
    this.values[this.valueCount] = value;
    this.previous[this.valueCount] = this.lastValue[id] ?? -1;
    this.lastValue[id] = this.valueCount++;
  }

  private addKey(key: string, keyHash: number): number {
    const id = this.keyCount++;
    if (this.keyCount + 1 >= this.keyStarts.length) {
      this.keyStarts = grown(this.keyStarts, this.keyStarts.length * 2);
      this.hashes = grown(this.hashes, this.keyStarts.length);
      this.lastValue = grown(this.lastValue, this.keyStarts.length);
    }
    while (this.byteCount + key.length > this.bytes.length) {
      this.bytes = grown(this.bytes, this.bytes.length * 2);
    }
    for (let i = 0; i < key.length; i++) this.bytes[this.byteCount++] = key.charCodeAt(i);
    this.keyStarts[id + 1] = this.byteCount;
    this.hashes[id] = keyHash;
    this.lastValue[id] = -1;
    if (this.keyCount * 2 > this.slots.length) this.slots = this.rehashed(this.slots.length * 2);
    else place(this.slots, keyHash, id);
    return id;
  }

  private rehashed(size: number): Int32Array {
    const slots = new Int32Array(size).fill(-1);
    for (let id = 0; id < this.keyCount; id++) place(slots, this.hashes[id] ?? 0, id);
    return slots;
  }

  /** The table, each key's values in the order `arrange` puts them (given in the order added). */
  finish(arrange: (values: number[]) => number[]): KeyTable {
    const values = new Uint32Array(this.valueCount);
    const valueStarts = new Uint32Array(this.keyCount + 1);
    let at = 0;
    for (let id = 0; id < this.keyCount; id++) {
      const list: number[] = [];
      for (let entry = this.lastValue[id] ?? -1; entry >= 0; entry = this.previous[entry] ?? -1) {
        list.push(this.values[entry] ?? 0);
      }
      list.reverse();
      for (const value of list.length > 1 ? arrange(list) : list) values[at++] = value;
      valueStarts[id + 1] = at;
    }
    return new KeyTable(
      this.bytes.slice(0, this.byteCount),
      this.keyStarts.slice(0, this.keyCount + 1),
      valueStarts,
      values,
      this.slots,
    );
  }
}

const EMPTY = new Uint32Array(0);

type Typed = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** A copy of `array` at `length` (bigger): typed arrays do not grow by themselves. */
export function grown<T extends Typed>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}

function hash(key: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) value = Math.imul(value ^ key.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** The id in the slot of the key `is` recognises, or -1. */
function findSlot(slots: Int32Array, keyHash: number, is: (id: number) => boolean): number {
  const mask = slots.length - 1;
  for (let slot = keyHash & mask; ; slot = (slot + 1) & mask) {
    const id = slots[slot] ?? -1;
    if (id < 0 || is(id)) return id;
  }
}

function place(slots: Int32Array, keyHash: number, id: number): void {
  const mask = slots.length - 1;
  let slot = keyHash & mask;
  while ((slots[slot] ?? -1) >= 0) slot = (slot + 1) & mask;
  slots[slot] = id;
}

function sameKey(bytes: Uint8Array, starts: Uint32Array, id: number, key: string): boolean {
  const start = starts[id] ?? 0;
  if ((starts[id + 1] ?? 0) - start !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (bytes[start + i] !== key.charCodeAt(i)) return false;
  return true;
}

/** Answers smaller than this are parsed every time: comparing them saves next to nothing. */
export const MEMO_MIN_BYTES = 16 * 1024;
/** The memo's budget unless configured (`GATEWAY_ANSWER_MEMO_MB`). */
export const DEFAULT_MEMO_MB = 32;

interface Entry {
  bytes: Buffer;
  value: unknown;
}

/**
 * The parsed value of the last large answer to each GET, by caller and address, with the bytes
 * it was parsed from. Every read still goes to the gateway and is answered from what the gateway
 * sends *now*: when those bytes are exactly the ones parsed before, the value parsed before is
 * answered instead of parsing them again; any other bytes are parsed and replace the entry. So
 * nothing is ever older than the gateway's own answer; what is saved is the decoding and
 * JSON.parse of a list that did not change, which each page of a long list repeats.
 *
 * Values are shared by every request that meets the same bytes, as single-flight answers already
 * are: read-only for everyone. Entries are kept in the order of their last use and the oldest
 * dropped while their bytes add up to more than `maxBytes`; 0 keeps nothing.
 */
export class AnswerMemo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The bytes last parsed under `key` and their value, if kept; the caller compares the answer's
   * bytes with them as they arrive and uses the value only when they are the same.
   */
  find(key: string): Readonly<Entry> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `value` as what `bytes` under `key` parse to, when they are worth keeping. */
  set(key: string, bytes: Buffer, value: unknown): void {
    this.delete(key);
    if (bytes.length < MEMO_MIN_BYTES || bytes.length > this.maxBytes) return;
    this.entries.set(key, { bytes, value });
    this.bytes += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes.length;
  }

  /** Bytes of the answers kept. */
  get size(): number {
    return this.bytes;
  }
}

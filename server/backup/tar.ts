/**
 * The few lines of tar (ustar) a backup needs: regular files only, written to a stream one after
 * another and read back the same way, so an archive of any size never sits in memory whole. An
 * operator can still look into one with `tar -tzvf`.
 */
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** A ustar header of a regular file (mode 0600: a backup holds the whole database). */
function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`tar: the name ${name} is longer than 100 bytes`);
  const h = Buffer.alloc(BLOCK);
  nameBytes.copy(h, 0);
  h.write(octal(0o600, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  h.write('0', 156, 'ascii');
  h.write('ustar\0' + '00', 257, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Resolves once `out` takes `chunk`, waiting for it to drain when it is full. */
function put(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) return resolve();
    const onError = (err: Error) => reject(err);
    out.once('error', onError);
    out.once('drain', () => {
      out.off('error', onError);
      resolve();
    });
  });
}

export type TarWriter = { add(name: string, bytes: Uint8Array, mtime?: Date): Promise<void>; end(): Promise<void> };

export function tarWriter(out: Writable): TarWriter {
  return {
    async add(name, bytes, mtime = new Date()) {
      await put(out, header(name, bytes.length, mtime));
      await put(out, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      await put(out, padding(bytes.length));
    },
    async end() {
      await put(out, Buffer.alloc(BLOCK * 2));
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    },
  };
}

/** Reads exactly the bytes asked for from a stream, across its chunks. */
class Bytes {
  #chunks: Buffer[] = [];
  #held = 0;
  readonly #source: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.#source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** `n` bytes, or fewer at the end of the stream. */
  async take(n: number): Promise<Buffer> {
    while (this.#held < n) {
      const next = await this.#source.next();
      if (next.done) break;
      this.#chunks.push(next.value);
      this.#held += next.value.length;
    }
    const all = Buffer.concat(this.#chunks);
    const out = all.subarray(0, n);
    this.#chunks = all.length > n ? [all.subarray(n)] : [];
    this.#held = Math.max(0, all.length - n);
    return out;
  }
}

export type TarEntry = { name: string; bytes: Buffer };

/** The files of a tar stream, one at a time; an entry other than a regular file is refused. */
export async function* tarEntries(stream: Readable): AsyncGenerator<TarEntry> {
  const bytes = new Bytes(stream);
  for (;;) {
    const h = await bytes.take(BLOCK);
    if (h.length < BLOCK) throw new Error('tar: the archive ends in the middle (is it cut short?)');
    if (h.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (sum !== parseInt(h.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8)) throw new Error('tar: a damaged header (not a backup of this portal?)');
    const name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseInt(h.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
    const type = h.toString('ascii', 156, 157);
    if (type !== '0' && type !== '\0') throw new Error(`tar: ${name} is not a regular file`);
    const body = await bytes.take(size);
    if (body.length < size) throw new Error('tar: the archive ends in the middle (is it cut short?)');
    await bytes.take(padding(size).length);
    yield { name, bytes: body };
  }
}

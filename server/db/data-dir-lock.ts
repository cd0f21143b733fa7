/**
 * Who holds a data folder of the embedded database. PGlite runs inside the server's process and
 * guards its folder against no one: a second process opening it (a second server, a restore, a
 * backup that opens it itself) would write under the first one's feet. So whoever opens the
 * folder first writes DATA_DIR/server.pid: its process id and, once the server listens, the
 * address it answers on, which `npm run backup` uses to ask the running server for its backup.
 *
 * A holder that died without removing the file (SIGKILL, a power cut) does not keep the folder:
 * a file whose process is gone is taken over.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.pid';

export type DataDirHolder = { pid: number; url: string | null; what: string };

const lockPath = (dataDir: string) => path.join(path.resolve(dataDir), LOCK_FILE);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** The live process holding `dataDir`, or null when none does. */
export function holderOf(dataDir: string): DataDirHolder | null {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const holder = JSON.parse(text) as DataDirHolder;
    return Number.isInteger(holder.pid) && alive(holder.pid) ? holder : null;
  } catch {
    return null; // half-written by a holder that died while writing it
  }
}

function write(file: string, holder: DataDirHolder): void {
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(holder));
  renameSync(tmp, file);
}

export type DataDirLock = {
  /** Records the address the server answers on. */
  listening(url: string): void;
  release(): void;
};

/**
 * Takes `dataDir` for this process (`what` says what for, in the message another one gets), or
 * throws, naming the holder, when a live process holds it. Released on exit however it comes.
 */
export function lockDataDir(dataDir: string, what: string): DataDirLock {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const file = lockPath(dataDir);
  const mine: DataDirHolder = { pid: process.pid, url: null, what };
  for (let attempt = 0; ; attempt++) {
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, JSON.stringify(mine));
    try {
      // A link fails when the file exists, so of two processes starting at once one wins.
      linkSync(tmp, file);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
      const holder = holderOf(dataDir);
      if (holder) throw new Error(inUseMessage(dataDir, holder));
      if (attempt > 0) throw new Error(`${path.resolve(dataDir)} is locked by ${file}, which could not be taken over: remove it if no server runs on this folder`);
      rmSync(file, { force: true }); // its process is gone
    } finally {
      unlinkSync(tmp);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (holderOf(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return {
    listening: (url) => write(file, { ...mine, url }),
    release,
  };
}

export function inUseMessage(dataDir: string, holder: DataDirHolder): string {
  return `${path.resolve(dataDir)} is in use by ${holder.what} (process ${holder.pid}${holder.url ? `, ${holder.url}` : ''}): stop it first`;
}

/**
 * The real app below the browser: its router, screens, Dexie (through fake-indexeddb) and sync
 * engine (on the main thread, as where no module worker runs) in happy-dom, talking to the real
 * server (buildApp on a copy of the seeded database) through `app.inject`. A check that needs no
 * layout, no service worker, no canvas and no two tabs at once runs here, at about half a browser
 * journey's CPU and with no service worker to install. The network is the test's: `offline()` and
 * `online()` cut it and bring it back for whichever device is on screen.
 */
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { queuedChangesOf, type QueuedSend } from '../support/queued-changes';
import { wait } from './act';
import { signIn } from './sign-in';

type Server = TestServer & { close(): Promise<void> };

let server: Server | undefined;
let offline = false;
/** Answers the server is not asked for: a path part, and what the page receives instead. */
const answersInstead = new Map<string, { status: number; body: unknown }>();

/** Until the test ends, a request whose path holds `pathPart` is answered with `body` at `status`, as a failing server would. */
export function answerInstead(pathPart: string, status: number, body: unknown): void {
  answersInstead.set(pathPart, { status, body });
}

/** Requests held back: a path part, what they wait for, and how it is let go. */
const held = new Map<string, { until: Promise<void>; release: () => void }>();

/** Until the answer is called (or the test ends), a request whose path holds `pathPart` waits, as on a slow network. */
export function holdAnswers(pathPart: string): () => void {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  held.set(pathPart, { until, release });
  return () => {
    held.delete(pathPart);
    release();
  };
}

/** The server answers every request again. */
export function answerAll(): void {
  answersInstead.clear();
}

/** The network as the browser reports it, and what a request meets there. */
function setNetwork(down: boolean): void {
  offline = down;
  window.dispatchEvent(new Event(down ? 'offline' : 'online'));
}

/** The queued changes the devices sent, as the server received them (see changesSent). */
const sent: QueuedSend[] = [];

/**
 * Each queued change sent to the server until the test ends, in order: its path and idempotency
 * key, alone or in a sync batch. A change replayed twice shows twice.
 */
export function changesSent(): readonly QueuedSend[] {
  return sent;
}

/** The page's fetch, answered by the file's server in-process (no socket), or failing as offline. */
async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (offline || !server) throw new TypeError('Failed to fetch');
  const request = new Request(input, init);
  const url = new URL(request.url);
  for (const [part, answer] of answersInstead) {
    if (url.pathname.includes(part)) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }
  for (const [part, { until }] of held) if (url.pathname.includes(part)) await until;
  if (offline) throw new TypeError('Failed to fetch');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
  if (request.method === 'POST') sent.push(...queuedChangesOf(url.pathname, request.headers.get('idempotency-key'), body?.toString()));
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k] = v));
  const answer = await server.app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers, ...(body ? { payload: body } : {}) });
  const out = new Headers();
  for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: out });
}

/** Starts the file's server (call in the describe); each test opens the app on a device of its own. */
export function useAppServer(): () => Server {
  beforeAll(async () => {
    server = await startTestServer('pglite');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
    vi.stubGlobal('fetch', serverFetch);
  });
  afterEach(async () => {
    cleanup();
    shown = undefined;
    offline = false;
    answersInstead.clear();
    for (const { release } of held.values()) release();
    held.clear();
    sent.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('the server starts in beforeAll');
    return server;
  };
}

export type Device = {
  /** Goes to an address inside the app, as a link does. */
  go(to: string): Promise<void>;
  /** Loads the page again at its address: the app starts afresh on what this device keeps. */
  reload(): Promise<void>;
  /**
   * Picks this device up again where it was left, after another was used (one shows at a time):
   * its IndexedDB, local storage and address, the app started on them as a page load does.
   */
  resume(): Promise<void>;
  offline(): void;
  online(): void;
};

/** A device's screen, as the browser journeys size theirs. */
export type Size = { width: number; height: number };
export const TABLET: Size = { width: 1024, height: 768 };
export const LAPTOP: Size = { width: 1366, height: 768 };

/** What a device keeps between uses: its IndexedDB, its local storage, the address it showed, and its screen. */
type Kept = { indexedDB: IDBFactory; storage: Record<string, string>; address: string; size: Size };

/** The device on screen. */
let shown: Kept | undefined;

/** Puts `device` on screen, the one before it keeping what it held. */
function show(device: Kept): void {
  if (shown && shown !== device) {
    shown.storage = { ...localStorage };
    shown.address = window.location.pathname + window.location.search;
  }
  if (shown !== device) {
    localStorage.clear();
    for (const [k, v] of Object.entries(device.storage)) localStorage.setItem(k, v);
    window.history.replaceState(null, '', device.address);
  }
  // Dexie is loaded once (outside the modules the app loads afresh) and reads IndexedDB from its dependencies.
  Dexie.dependencies.indexedDB = globalThis.indexedDB = device.indexedDB;
  // Media queries (a table folding its columns on a tablet) read the window's size.
  (window as unknown as { happyDOM: { setViewport(size: Size): void } }).happyDOM.setViewport(device.size);
  shown = device;
}

/** Starts the app at the window's address, on what the device holds, as a page load does. */
async function startApp(): Promise<void> {
  cleanup();
  // Mantine's toasts live in its package's store, which outlives the app's modules: a page load
  // starts with none (the app numbers its toasts afresh, and an old one's id would hide a new one).
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  notifications.cleanQueue();
  vi.resetModules();
  document.body.innerHTML = '<div id="root"></div>';
  const { bootstrap } = await import('@/app/bootstrap');
  const { App } = await import('@/app/app');
  await bootstrap();
  render(<App />, { container: document.getElementById('root')! });
}

/** Goes to `to` in the app started last (each start loads its modules afresh), as a link does. */
async function navigateInApp(to: string) {
  await (await import('@/app/router')).navigateInApp(to);
}

/**
 * A new device (an empty IndexedDB and local storage; a tablet's screen unless `size` says) showing
 * the app at `at` in `lang`, signed in as `signedInAs` through the sign-in form first where given.
 */
export async function openApp(opts: { at: string; lang: 'zh' | 'en'; signedInAs?: string; password?: string; size?: Size }): Promise<Device> {
  const kept: Kept = { indexedDB: new IDBFactory(), storage: { lang: opts.lang }, address: opts.signedInAs ? '/login' : opts.at, size: opts.size ?? TABLET };
  show(kept);
  await startApp();
  const go = async (to: string) => {
    if (shown !== kept) throw new Error('this device is not on screen: resume() it first');
    await navigateInApp(to);
  };
  if (opts.signedInAs) {
    await signIn(opts.signedInAs, opts.password);
    await waitFor(() => expect(window.location.pathname).toBe('/home'), wait);
    if (opts.at !== '/home') await go(opts.at);
  }
  return {
    go,
    reload: async () => {
      if (shown !== kept) throw new Error('this device is not on screen: resume() it first');
      await startApp();
    },
    resume: async () => {
      show(kept);
      await startApp();
    },
    offline: () => setNetwork(true),
    online: () => setNetwork(false),
  };
}


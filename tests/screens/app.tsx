/**
 * The real app below the browser: its router, screens, Dexie (through fake-indexeddb) and sync
 * engine (on the main thread, as where no module worker runs) in happy-dom, talking to the real
 * server (buildApp on a copy of the seeded database) through `app.inject`. A check that needs no
 * layout, no service worker and no second tab runs here in a fraction of a browser journey's time.
 */
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
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

/** The server answers every request again. */
export function answerAll(): void {
  answersInstead.clear();
}

/** The network as the browser reports it, and what a request meets there. */
function setNetwork(down: boolean): void {
  offline = down;
  window.dispatchEvent(new Event(down ? 'offline' : 'online'));
}

/** The page's fetch, answered by the file's server in-process (no socket), or failing as offline. */
async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (offline || !server) throw new TypeError('Failed to fetch');
  const request = new Request(input, init);
  const url = new URL(request.url);
  for (const [part, answer] of answersInstead) {
    if (url.pathname.includes(part)) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
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
    offline = false;
    answersInstead.clear();
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
  offline(): void;
  online(): void;
};

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

/** The router of the app started last (each start loads its modules afresh). */
async function router() {
  return (await import('@/app/router')).appRouter();
}

/**
 * A new device (an empty IndexedDB and local storage) showing the app at `at` in `lang`, signed
 * in as `signedInAs` through the sign-in form first where given.
 */
export async function openApp(opts: { at: string; lang: 'zh' | 'en'; signedInAs?: string }): Promise<Device> {
  // Dexie is loaded once (outside the modules the app loads afresh) and reads IndexedDB from its dependencies.
  Dexie.dependencies.indexedDB = globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  localStorage.setItem('lang', opts.lang);
  window.history.replaceState(null, '', opts.signedInAs ? '/login' : opts.at);
  await startApp();
  const go = async (to: string) => {
    await (await router()).navigate(to);
  };
  if (opts.signedInAs) {
    await signIn(opts.signedInAs);
    await waitFor(() => expect(window.location.pathname).toBe('/home'), { timeout: 10_000 });
    if (opts.at !== '/home') await go(opts.at);
  }
  return { go, reload: startApp, offline: () => setNetwork(true), online: () => setNetwork(false) };
}

export { screen };

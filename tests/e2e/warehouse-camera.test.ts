/**
 * The warehouse's QR scanner with a camera: Chromium's fake camera plays a video of a printed
 * parcel label (made here from the parcel's code, as the label prints it), the scanner opens the
 * camera on the app's own origin (the Permissions-Policy must allow it) and the parcel is found.
 *
 * Chromium on Linux has no BarcodeDetector (the platform's QR reader the scanner uses; Android and
 * ChromeOS tablets have it), so the page gets a stand-in that reads the video's pixels, as the
 * real one does, and recognises the label's modules: the code is only seen when the camera's
 * frames show it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newContext, screenshot, signIn, TABLET, useInProcessServer } from './support';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE = 12;
const QUIET = 4;

type Label = { code: string; size: number; modules: number[]; left: number; top: number; module: number };

/** The parcel's label as the fake camera sees it: its QR code, black on white, in the middle of the frame. */
function labelFor(code: string): Label {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const side = (qr.size + 2 * QUIET) * MODULE;
  return { code, size: qr.size, modules: Array.from(qr.data), left: Math.floor((WIDTH - side) / 2) + QUIET * MODULE, top: Math.floor((HEIGHT - side) / 2) + QUIET * MODULE, module: MODULE };
}

/** A few seconds of the label as Y4M (4:2:0, grey), the format Chromium's fake camera plays in a loop. */
function y4m(label: Label): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let r = 0; r < label.size; r++) {
    for (let c = 0; c < label.size; c++) {
      if (!label.modules[r * label.size + c]) continue;
      for (let y = 0; y < MODULE; y++) luma.fill(16, (label.top + r * MODULE + y) * WIDTH + label.left + c * MODULE, (label.top + r * MODULE + y) * WIDTH + label.left + (c + 1) * MODULE);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(10).fill(frame)]);
}

/** The page's BarcodeDetector stand-in: it reads the video frame's pixels at each module of the label. */
function detectorStandIn(label: Label) {
  class BarcodeDetector {
    async detect(video: HTMLVideoElement): Promise<{ rawValue: string }[]> {
      if (!video.videoWidth) return [];
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(video, 0, 0);
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let same = 0;
      for (let r = 0; r < label.size; r++) {
        for (let c = 0; c < label.size; c++) {
          const x = label.left + (c + 0.5) * label.module;
          const y = label.top + (r + 0.5) * label.module;
          const dark = pixels[(y * canvas.width + x) * 4]! < 128;
          if (dark === Boolean(label.modules[r * label.size + c])) same++;
        }
      }
      return same >= label.size * label.size * 0.98 ? [{ rawValue: label.code }] : [];
    }
  }
  (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = BarcodeDetector;
}

describe('warehouse QR scanner with a camera', () => {
  const db = useInProcessServer();
  let browser: Browser | undefined;
  let label: Label;

  beforeAll(async () => {
    const seller = await db().selectFrom('users').select('id').where('mobilephone', '=', '13800000001').executeTakeFirstOrThrow();
    // A parcel in transit to the seller's warehouse, as a registration leaves it.
    const code = 'CF0A1B2C3D4E5F60718';
    await db()
      .insertInto('customer_fabrics')
      .values({ owner_id: seller.id, code, fabric_num: 'NS1101', flower: '素色', color: '藏青', stock: '3.20', sub_type_id: 2, logistics_num: 'SF1234567890', logistics_company: '顺丰', images: '[]' })
      .execute();
    label = labelFor(code);
    const video = path.join(mkdtempSync(path.join(tmpdir(), 'mtm-camera-')), 'parcel-label.y4m');
    writeFileSync(video, y4m(label));
    // A browser of its own: the fake camera is chosen at launch.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens the camera on the app's own origin and finds the parcel whose printed label it sees", async () => {
    const context = await newContext(browser!, { lang: 'en', viewport: TABLET });
    await context.grantPermissions(['camera']);
    await context.addInitScript(detectorStandIn, label);
    const page = await context.newPage();
    await signIn(page, '13800000001');
    await page.goto('/home/storeManagement');
    await page.getByTestId('warehouse-scan').click();
    await page.locator('video').waitFor();
    const view = page.getByTestId('parcel-view');
    await view.waitFor({ timeout: 15_000 });
    // The scanner closes on the code it read.
    await page.locator('video').waitFor({ state: 'detached' });
    await screenshot(page, 'warehouse-scanned-en-tablet');
    expect(await page.getByTestId('warehouse-code').inputValue()).toBe(label.code);
    expect(await view.textContent()).toContain(label.code);
    await context.close();
  });
});

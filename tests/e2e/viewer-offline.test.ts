/**
 * A deep order taken offline: after one online visit, the fabric step's swatches and the 3D
 * preview (its code, three.js and the fabric's texture) come from what the device holds. A device
 * that never got the preview's code says so in the viewer's language instead of a blank drawer.
 */
import { describe, expect, it } from 'vitest';
import { selectSuit } from './deep-custom-form';
import { canvasPixels } from './viewer-canvas';
import { TABLET, newContext, screenshot, signIn, untilServiceWorkerControls, useBrowser, useServer } from './support';

const SELLER = '13800000001';

describe('3D preview offline', () => {
  useServer();
  const browser = useBrowser();

  it('shows the swatches and the preview of a deep order offline, from what the device holds (zh, tablet)', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/deepCustomization');
    await page.getByTestId('deep-selection').waitFor();
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));

    await selectSuit(page);
    const swatches = page.getByTestId('deep-fabric-list').locator('button');
    await swatches.first().waitFor();
    // The first swatches' textures are drawn (an image that failed has no size).
    await expect
      .poll(() => page.getByTestId('deep-fabric-list').locator('img').evaluateAll((imgs) => imgs.slice(0, 4).map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true, true, true]);

    await page.getByTestId('preview-3d').click();
    const canvas = page.getByTestId('viewer-canvas');
    await expect.poll(() => canvas.getAttribute('data-first-frame-ms'), { timeout: 20_000 }).not.toBeNull();
    const plain = (await canvasPixels(page)).signature;
    await swatches.first().click();
    await expect.poll(() => canvas.getAttribute('data-scene')).toContain('/textures/fabric/');
    // The fabric's texture is drawn on the garment.
    await expect.poll(async () => (await canvasPixels(page)).signature, { timeout: 10_000 }).not.toBe(plain);
    expect(await page.getByTestId('viewer-unavailable').count()).toBe(0);
    expect(failed.filter((url) => /\/assets\/(three|garment-viewer)-|\/textures\//.test(url))).toEqual([]);
    await screenshot(page, 'viewer-offline-zh-tablet');
    await context.close();
  });

  it("says the preview needs the network once when its code is not on the device (en, tablet)", async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/deepCustomization');
    await page.getByTestId('deep-selection').waitFor();
    // Offline before the app's offline copy was made: three.js cannot come.
    await context.route('**/assets/three-*', (route) => route.abort('internetdisconnected'));
    await selectSuit(page);
    await page.getByTestId('preview-3d').click();
    await expect.poll(() => page.getByTestId('viewer-unavailable').textContent()).toBe('The 3D preview needs the network once to load; after that it works offline');
    await screenshot(page, 'viewer-needs-network-en-tablet');
    await context.close();
  });
});

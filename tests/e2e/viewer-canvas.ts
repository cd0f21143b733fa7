/** What the 3D preview's canvas shows, read from its pixels in the page (the browser tests of the viewer). */
import type { Page } from 'playwright-core';

type CanvasReading = { colours: number; signature: number; sharpSteps: number };

/**
 * Reads the canvas once and works out every figure the tests ask of it: the canvas is copied to a
 * 2D one in the page (a WebGL canvas cannot be read directly), and its pixels stay there.
 */
function readCanvas(page: Page): Promise<CanvasReading> {
  return page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid="viewer-canvas"]')!;
    const off = document.createElement('canvas');
    off.width = c.width;
    off.height = c.height;
    const g = off.getContext('2d')!;
    g.drawImage(c, 0, 0);
    const d = g.getImageData(0, 0, off.width, off.height).data;

    // How many colours (sampled), and a signature of the pixels.
    const colours = new Set<number>();
    let signature = 0;
    for (let i = 0; i < d.length; i += 4 * 13) {
      const rgb = (d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!;
      colours.add(rgb);
      signature = (signature * 31 + rgb) >>> 0;
    }

    // The most sharp steps in brightness along one row, over the rows across the torso.
    const light = (x: number, y: number) => {
      const i = (y * off.width + x) * 4;
      return 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    };
    let sharpSteps = 0;
    for (let y = Math.round(off.height * 0.25); y < off.height * 0.55; y += 3) {
      let steps = 0;
      for (let x = 1; x < off.width; x++) if (Math.abs(light(x, y) - light(x - 1, y)) > 10) steps++;
      sharpSteps = Math.max(sharpSteps, steps);
    }
    return { colours: colours.size, signature, sharpSteps };
  });
}

/** How many colours the canvas shows (sampled), and a signature of its pixels. */
export async function canvasPixels(page: Page): Promise<{ colours: number; signature: number }> {
  const { colours, signature } = await readCanvas(page);
  return { colours, signature };
}

/** The most sharp steps in brightness along a row across the torso: the body's outline gives a few, a check's lines give one pair per check. */
export async function sharpSteps(page: Page): Promise<number> {
  return (await readCanvas(page)).sharpSteps;
}

import { chromium, type Browser, type Page } from 'playwright-core';

/** The Chromium the page tests drive: CHROMIUM_PATH, else Debian's (npm test installs it when missing). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches headless Chromium. There is no skipping: when the binary is missing the launch
 * fails and so does the test (npm test installs Chromium before it runs).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/**
 * One browser per test file, launched on first use from inside a test: a missing Chromium
 * then fails each test that needs it (a failed beforeAll would only mark them skipped).
 */
export function browserOnDemand(): { browser(): Promise<Browser>; close(): Promise<void> } {
  let launched: Promise<Browser> | undefined;
  return {
    browser: () => (launched ??= launchChromium()),
    async close() {
      if (launched) await launched.then((b) => b.close(), () => undefined);
    },
  };
}

interface PixelQuestion {
  /** Count the pixels that differ from this colour by more than a little in any channel. */
  background?: [number, number, number];
  /** Read the [r, g, b, a] of these points. */
  points?: ReadonlyArray<readonly [number, number]>;
}

/** Decodes a screenshot in the browser itself (a data: image in a canvas) and answers a PixelQuestion. */
async function askPixels(page: Page, screenshot: Buffer, question: PixelQuestion): Promise<{ count: number; pixels: Array<[number, number, number, number]> }> {
  return page.evaluate(
    async ({ url, background, points }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      let count = 0;
      if (background) {
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4) {
          if (Math.abs(data[i]! - background[0]) + Math.abs(data[i + 1]! - background[1]) + Math.abs(data[i + 2]! - background[2]) > 48) count++;
        }
      }
      const pixels = (points ?? []).map(([x, y]) => [...context.getImageData(x, y, 1, 1).data] as [number, number, number, number]);
      return { count, pixels };
    },
    { url: `data:image/png;base64,${screenshot.toString('base64')}`, ...question },
  );
}

/** How many pixels of a screenshot differ from the background colour by more than a little in any channel. */
export async function inkedPixels(page: Page, screenshot: Buffer, background: [number, number, number] = [255, 255, 255]): Promise<number> {
  return (await askPixels(page, screenshot, { background })).count;
}

/** The [r, g, b, a] of each point of a screenshot (decoded by the browser, like inkedPixels). */
export async function screenshotPixels(page: Page, screenshot: Buffer, points: ReadonlyArray<readonly [number, number]>): Promise<Array<[number, number, number, number]>> {
  return (await askPixels(page, screenshot, { points })).pixels;
}

import { describe, expect, it } from 'vitest';
import { IMAGE_THRESHOLD_BYTES } from '../../src/config/constants';
import { NOT_AN_IMAGE, fitWithin, needsResize, prepareImage, type ImageEnvironment } from '../../src/features/account/imageResize';

const fileOf = (bytes: number, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

/** A stand-in for the browser's decoder and canvases that records what the helper asks of them. */
function fakeBrowser(image: { width: number; height: number } | 'undecodable', { offscreen = true } = {}) {
  const seen = {
    decoded: 0,
    closed: 0,
    canvas: null as { kind: 'offscreen' | 'element'; width: number; height: number } | null,
    drawn: null as [number, number, number, number] | null,
    background: null as unknown,
    smoothing: null as unknown,
    encoded: null as { type: string; quality: number } | null,
  };
  const context = {
    fillStyle: '' as unknown,
    imageSmoothingQuality: 'low' as ImageSmoothingQuality,
    fillRect() {
      seen.background = context.fillStyle;
    },
    drawImage(_image: unknown, x: number, y: number, width: number, height: number) {
      seen.drawn = [x, y, width, height];
      seen.smoothing = context.imageSmoothingQuality;
    },
  };
  const jpeg = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
  const env: ImageEnvironment = {
    createImageBitmap: async () => {
      seen.decoded += 1;
      if (image === 'undecodable') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...image, close: () => void (seen.closed += 1) };
    },
    OffscreenCanvas: offscreen
      ? class {
          constructor(width: number, height: number) {
            seen.canvas = { kind: 'offscreen', width, height };
          }
          getContext() {
            return context as unknown as CanvasRenderingContext2D;
          }
          async convertToBlob(options: { type: string; quality: number }) {
            seen.encoded = options;
            return jpeg(1000);
          }
        }
      : undefined,
    createCanvas: () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => {
          seen.canvas = { kind: 'element', width: canvas.width, height: canvas.height };
          return context as unknown as CanvasRenderingContext2D;
        },
        toBlob: (done: (blob: Blob | null) => void, type: string, quality: number) => {
          seen.encoded = { type, quality };
          done(jpeg(900));
        },
      };
      return canvas;
    },
  };
  return { env, seen };
}

describe('fitWithin (SPEC 5: longest side at most 800 px)', () => {
  it.each([
    [4000, 3000, 800, 600],
    [1200, 2400, 400, 800],
    [1000, 1000, 800, 800],
    [801, 10, 800, 10],
    [800, 600, 800, 600],
    [640, 480, 640, 480],
    [5000, 2, 800, 1],
  ])('%i x %i becomes %i x %i', (width, height, expectedWidth, expectedHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});

describe('prepareImage (SPEC 5: over 524288 bytes, scaled and re-encoded as JPEG 0.9)', () => {
  it('sends a JPEG, PNG or WebP of at most 524288 bytes as it is, without decoding it', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      const { env, seen } = fakeBrowser({ width: 4000, height: 3000 });
      const file = fileOf(IMAGE_THRESHOLD_BYTES, type);
      expect(await prepareImage(file, env)).toBe(file);
      expect(seen.decoded).toBe(0);
    }
  });

  it('scales a photo one byte over the threshold to 800 px on its longest side, as JPEG at 0.9, on an OffscreenCanvas', async () => {
    const { env, seen } = fakeBrowser({ width: 4032, height: 3024 });
    const result = await prepareImage(fileOf(IMAGE_THRESHOLD_BYTES + 1), env);
    expect(result.type).toBe('image/jpeg');
    expect(seen.canvas).toEqual({ kind: 'offscreen', width: 800, height: 600 });
    expect(seen.drawn).toEqual([0, 0, 800, 600]);
    expect(seen.encoded).toEqual({ type: 'image/jpeg', quality: 0.9 });
    expect(seen.background).toBe('#fff');
    expect(seen.smoothing).toBe('high');
    expect(seen.closed).toBe(1);
  });

  it('falls back to a <canvas> where there is no OffscreenCanvas', async () => {
    const { env, seen } = fakeBrowser({ width: 1500, height: 3000 }, { offscreen: false });
    const result = await prepareImage(fileOf(2 * 1024 * 1024, 'image/jpeg'), env);
    expect(result.type).toBe('image/jpeg');
    expect(seen.canvas).toEqual({ kind: 'element', width: 400, height: 800 });
    expect(seen.encoded).toEqual({ type: 'image/jpeg', quality: 0.9 });
  });

  it('re-encodes a large picture that is already small in pixels without enlarging it', async () => {
    const { env, seen } = fakeBrowser({ width: 700, height: 500 });
    await prepareImage(fileOf(600_000), env);
    expect(seen.canvas).toEqual({ kind: 'offscreen', width: 700, height: 500 });
  });

  it('re-encodes a small picture of a type the server does not keep (GIF, HEIC)', async () => {
    const { env, seen } = fakeBrowser({ width: 300, height: 200 });
    expect((await prepareImage(fileOf(10_000, 'image/heic'), env)).type).toBe('image/jpeg');
    expect(seen.canvas).toEqual({ kind: 'offscreen', width: 300, height: 200 });
    expect(needsResize(fileOf(10, 'image/gif'))).toBe(true);
  });

  it('rejects what the browser cannot decode, or cannot decode at all, with a message for the customer', async () => {
    await expect(prepareImage(fileOf(600_000, 'application/pdf'), fakeBrowser('undecodable').env)).rejects.toThrow(NOT_AN_IMAGE);
    const { env } = fakeBrowser({ width: 10, height: 10 });
    await expect(prepareImage(fileOf(600_000), { ...env, createImageBitmap: undefined })).rejects.toThrow(NOT_AN_IMAGE);
  });
});

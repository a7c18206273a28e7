/**
 * SPEC 5 image upload: a picture larger than 524288 bytes is scaled so its longest side is at most 800 px and
 * re-encoded as JPEG at quality 0.9; a smaller JPEG, PNG or WebP is sent as it is. Anything else the browser
 * can decode (a HEIC or GIF from the gallery) is re-encoded too, since the server keeps only those three.
 * Decoding is createImageBitmap; drawing is an OffscreenCanvas, or a <canvas> where there is none (Safari < 16.4).
 */
import { IMAGE_JPEG_QUALITY, IMAGE_MAX_DIMENSION_PX, IMAGE_THRESHOLD_BYTES } from '../../config/constants';
import { m } from './messages';

export const SENT_AS_IS_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The failure's message, for the code that catches it (the picture field says it in the app's language). */
export const NOT_AN_IMAGE = m.notAnImage.en;

interface Drawable {
  width: number;
  height: number;
  close?: () => void;
}

type Context2D = Pick<CanvasRenderingContext2D, 'drawImage' | 'fillRect' | 'imageSmoothingQuality'> & { fillStyle: unknown };

/** What the helper needs from the browser; tests hand it their own. */
export interface ImageEnvironment {
  createImageBitmap: ((image: Blob) => Promise<Drawable>) | undefined;
  OffscreenCanvas:
    | (new (width: number, height: number) => {
        getContext(kind: '2d'): Context2D | null;
        convertToBlob(options: { type: string; quality: number }): Promise<Blob>;
      })
    | undefined;
  createCanvas: () => {
    width: number;
    height: number;
    getContext(kind: '2d'): Context2D | null;
    toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
  };
}

const browser = (): ImageEnvironment => ({
  createImageBitmap: typeof createImageBitmap === 'function' ? (image) => createImageBitmap(image) : undefined,
  OffscreenCanvas: typeof OffscreenCanvas === 'function' ? (OffscreenCanvas as unknown as ImageEnvironment['OffscreenCanvas']) : undefined,
  createCanvas: () => document.createElement('canvas'),
});

/** The size that fits within max x max, keeping the proportions; never larger than the original. */
export function fitWithin(width: number, height: number, max = IMAGE_MAX_DIMENSION_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const needsResize = (file: Blob): boolean => file.size > IMAGE_THRESHOLD_BYTES || !SENT_AS_IS_TYPES.includes(file.type);

function draw(context: Context2D | null, image: Drawable, width: number, height: number): void {
  if (!context) throw new Error(NOT_AN_IMAGE);
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image as CanvasImageSource, 0, 0, width, height);
}

/** The picture to upload: the file itself, or a JPEG of at most 800 px a side. Rejects with NOT_AN_IMAGE. */
export async function prepareImage(file: Blob, env: ImageEnvironment = browser()): Promise<Blob> {
  if (!needsResize(file)) return file;
  if (!env.createImageBitmap) throw new Error(NOT_AN_IMAGE);
  const image = await env.createImageBitmap(file).catch(() => {
    throw new Error(NOT_AN_IMAGE);
  });
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const options = { type: 'image/jpeg', quality: IMAGE_JPEG_QUALITY };
    if (env.OffscreenCanvas) {
      const canvas = new env.OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), image, width, height);
      return await canvas.convertToBlob(options);
    }
    const canvas = env.createCanvas();
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), image, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(NOT_AN_IMAGE))), options.type, options.quality),
    );
  } finally {
    image.close?.();
  }
}

/** A blob as a data: URL (the page's CSP allows data: images, not blob:), for the preview and the upload. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(NOT_AN_IMAGE));
    reader.readAsDataURL(blob);
  });
}

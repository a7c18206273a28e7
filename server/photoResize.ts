/**
 * Outlet photos (issue 36) are stored at most PHOTO_MAX_WIDTH x PHOTO_MAX_HEIGHT as JPEG, whatever was uploaded: a
 * phone's 12-megapixel picture would otherwise be what every diner's outlet card downloads. Pure JavaScript (jpeg-js
 * and a small PNG reader on node:zlib), so nothing native has to be built where the server runs.
 */
import { inflateSync } from 'node:zlib';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { ApiError } from './http/envelope';

export const PHOTO_MAX_WIDTH = 1200;
export const PHOTO_MAX_HEIGHT = 900;
const JPEG_QUALITY = 82;
/** Larger pictures are refused before they are decoded: 40 megapixels is four bytes each, 160 MB. */
const MAX_PIXELS = 40_000_000;

export const PHOTO_UNREADABLE = 'This picture cannot be read. Save it as a JPEG or PNG and upload it again.';
export const PHOTO_WRONG_KIND = 'Upload the photo as a JPEG or PNG.';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The PNG's pixels as RGBA: 8-bit grey, grey+alpha, RGB, RGBA or palette, not interlaced (what cameras and editors save). */
function decodePng(bytes: Buffer): Rgba {
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | null = null;
  let palette: Buffer | null = null;
  const chunks: Buffer[] = [];
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8]!, colour: body[9]!, interlaced: body[12] !== 0 };
    else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') chunks.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = header ? { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[header.colour] : undefined;
  if (!header || !channels || header.depth !== 8 || header.interlaced || (header.colour === 3 && !palette)) throw new ApiError(415, PHOTO_UNREADABLE);
  const { width, height } = header;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) throw new ApiError(415, PHOTO_UNREADABLE);
  const stride = width * channels;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(chunks), { maxOutputLength: (stride + 1) * height });
  } catch {
    throw new ApiError(415, PHOTO_UNREADABLE);
  }
  if (raw.length !== (stride + 1) * height) throw new ApiError(415, PHOTO_UNREADABLE);
  // Undo each row's filter (PNG spec 9): every byte is predicted from the one to its left, above, or both.
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[row + x - channels]! : 0;
      const up = y > 0 ? pixels[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[row - stride + x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw new ApiError(415, PHOTO_UNREADABLE);
      pixels[row + x] = (value + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    const [r, g, b, a] =
      header.colour === 3
        ? [palette![pixels[at]! * 3] ?? 0, palette![pixels[at]! * 3 + 1] ?? 0, palette![pixels[at]! * 3 + 2] ?? 0, 255]
        : channels <= 2
          ? [pixels[at]!, pixels[at]!, pixels[at]!, channels === 2 ? pixels[at + 1]! : 255]
          : [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, channels === 4 ? pixels[at + 3]! : 255];
    // A JPEG has no transparency: what was see-through is laid on white, as the diner's card background is.
    rgba.set([r, g, b].map((c) => Math.round((c * a + 255 * (255 - a)) / 255)).concat(255), i * 4);
  }
  return { width, height, data: rgba };
}

function decodeAny(bytes: Buffer, kind: 'jpg' | 'png' | 'webp'): Rgba {
  if (kind === 'png') return decodePng(bytes);
  if (kind === 'webp') throw new ApiError(415, PHOTO_WRONG_KIND);
  try {
    return decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 512 });
  } catch {
    throw new ApiError(415, PHOTO_UNREADABLE);
  }
}

/** Each output pixel is the average of the source pixels it covers (a box filter: no moiré on downscaling). */
function shrink(image: Rgba, width: number, height: number): Rgba {
  if (width === image.width && height === image.height) return image;
  const out = new Uint8Array(width * height * 4);
  const xs = image.width / width;
  const ys = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * ys);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * ys));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * xs);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * xs));
      const sum = [0, 0, 0];
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * image.width + sx) * 4;
          sum[0]! += image.data[at]!;
          sum[1]! += image.data[at + 1]!;
          sum[2]! += image.data[at + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      out.set([sum[0]! / n, sum[1]! / n, sum[2]! / n, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data: out };
}

/** The photo fitted inside PHOTO_MAX_WIDTH x PHOTO_MAX_HEIGHT (never enlarged), as JPEG bytes, and its size. */
export function resizePhoto(bytes: Buffer, kind: 'jpg' | 'png' | 'webp'): { bytes: Buffer; width: number; height: number } {
  const image = decodeAny(bytes, kind);
  const scale = Math.min(1, PHOTO_MAX_WIDTH / image.width, PHOTO_MAX_HEIGHT / image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const fitted = shrink(image, width, height);
  return { bytes: encodeJpeg({ data: Buffer.from(fitted.data), width, height }, JPEG_QUALITY).data, width, height };
}

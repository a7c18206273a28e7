/**
 * Customer uploads (profile images, SPEC 7 uploadFileInBase64): checked, stored under DATA_DIR/uploads with an
 * unguessable name, and served back from /uploads/<name>. The type is read from the bytes, never from the
 * file name or a data-URL prefix the client wrote; only JPEG, PNG and WebP are kept. Outlet photos (issue 36) are
 * stored the same way, resized first.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { PROFILE_LIMITS } from '../src/api/contract';
import { ApiError } from './http/envelope';
import { english, type Words } from './http/say';
import { accountWords } from './messages/account';
import { resizePhoto } from './photoResize';

export const UPLOADS_URL_PATH = '/uploads';

type ImageKind = 'jpg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** 16 random bytes in base64url (22 characters) and the sniffed type's extension. */
const NAME_PATTERN = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;
/** Plain base64 (the client may put a data-URL prefix before it, which is ignored). */
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[\w.+/-]*;base64,/;

/** Said in the reader's language; IMAGE_TOO_LARGE and IMAGE_WRONG_TYPE are their English (as the tests read them). */
export const IMAGE_TOO_LARGE_WORDS: Words = { ref: accountWords.imageTooLarge, params: { size: PROFILE_LIMITS.maxImageBytes / (1024 * 1024) } };
export const IMAGE_TOO_LARGE = english(IMAGE_TOO_LARGE_WORDS);
export const IMAGE_WRONG_TYPE = accountWords.imageWrongType.en;
/** For a client's developer: the app always sends base64. */
export const IMAGE_NOT_BASE64 = 'fileBase64 must be base64-encoded image data';

/** Uploaded names never change content, so browsers and the service worker may keep them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The image type from its first bytes (magic numbers), or null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, ...expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** Decodes and checks the payload: the size is judged from the base64 length before anything is decoded. */
export function decodeImage(fileBase64: string): { bytes: Buffer; kind: ImageKind } {
  const data = fileBase64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64_PATTERN.test(data)) throw new ApiError(400, IMAGE_NOT_BASE64);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding > PROFILE_LIMITS.maxImageBytes) throw new ApiError(413, IMAGE_TOO_LARGE_WORDS);
  const bytes = Buffer.from(data, 'base64');
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError(415, { ref: accountWords.imageWrongType });
  return { bytes, kind };
}

export class UploadStore {
  constructor(readonly dir: string) {}

  /** Stores a checked image and returns the URL it is served from. */
  async saveImage(fileBase64: string): Promise<string> {
    const { bytes, kind } = decodeImage(fileBase64);
    return this.write(bytes, kind);
  }

  /** An outlet's photo (issue 36): checked like any upload, then stored resized as JPEG (photoResize.ts). */
  async savePhoto(fileBase64: string): Promise<string> {
    const { bytes, kind } = decodeImage(fileBase64);
    return this.write(resizePhoto(bytes, kind).bytes, 'jpg');
  }

  private async write(bytes: Uint8Array, kind: ImageKind): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('base64url')}.${kind}`;
    // 'wx': never overwrite (a name collision of 128 random bits would be a bug, not a case to handle).
    await writeFile(join(this.dir, name), bytes, { flag: 'wx', mode: 0o644 });
    return `${UPLOADS_URL_PATH}/${name}`;
  }

  /** The stored file behind an /uploads URL, or null when the URL names none. */
  private fileOf(url: string): string | null {
    const prefix = `${UPLOADS_URL_PATH}/`;
    if (!url.startsWith(prefix)) return null;
    const name = url.slice(prefix.length);
    return NAME_PATTERN.test(name) ? join(this.dir, name) : null;
  }

  async exists(url: string): Promise<boolean> {
    const file = this.fileOf(url);
    return file !== null && ((await stat(file).catch(() => null))?.isFile() ?? false);
  }

  /** GET /uploads/<name>: the image with its type, nosniff and a year of caching; 404 for anything else. */
  serve() {
    return async (c: Context): Promise<Response> => {
      const file = this.fileOf(c.req.path);
      const bytes = file ? await readFile(file).catch(() => null) : null;
      if (!file || !bytes) return c.text('Not found', 404);
      const kind = file.slice(file.lastIndexOf('.') + 1) as ImageKind;
      const etag = `"${file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'))}"`;
      const headers = {
        'Content-Type': CONTENT_TYPES[kind],
        'Cache-Control': UPLOAD_CACHE_CONTROL,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        // Opened on its own, an upload is inert: no script, no plugin, no frame can come of it.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      };
      if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
      return new Response(bytes, { status: 200, headers });
    };
  }
}

/**
 * Every JSON API of the server (the diner's, the outlet API, the rider API, the console) speaks JSON only, and refuses
 * bodies over 1 MB (an image upload: 2 MB of image) before anyone parses them.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FORM_LIMITS, MAX_MENU_IMPORT_CHARS, PATHS, PROFILE_LIMITS } from '../../src/api/contract';
import { CV_TOO_LARGE_WORDS } from '../cv';
import { IMAGE_TOO_LARGE_WORDS } from '../uploads';
import { CONTENT_PICTURES_PATH, OUTLET_PHOTOS_PATH } from '../../src/api/staffEndpoints';
import { ApiError } from './envelope';
import type { AppEnv } from './types';

export const MAX_BODY_BYTES = 1024 * 1024;
/** uploadFileInBase64 carries an image of up to 2 MB as base64 (a third larger), plus the JSON around it. */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil((PROFILE_LIMITS.maxImageBytes * 4) / 3) + 4096;
/** saveJobApplication: a 2 MB CV as base64, plus the form's text fields around it. */
export const MAX_APPLICATION_BODY_BYTES = Math.ceil((FORM_LIMITS.maxCvBytes * 4) / 3) + 32 * 1024;
/** Issue 36: a menu import carries a file of up to 2 MB as a JSON string (escaping quotes and line breaks adds some). */
export const MAX_MENU_IMPORT_BODY_BYTES = Math.ceil(MAX_MENU_IMPORT_CHARS * 1.25) + 4096;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function jsonOnly(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      // Connection: close: the rest of the body may still be arriving; the socket must not carry another request.
      throw new ApiError(413, 'Request body is larger than 1 MB', { headers: { Connection: 'close' } });
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, IMAGE_TOO_LARGE_WORDS, { headers: { Connection: 'close' } });
    },
  });
  // Issue 12: a job application carries a CV of up to 2 MB as base64 (checked again by the route, from its bytes).
  const applicationLimit = bodyLimit({
    maxSize: MAX_APPLICATION_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, CV_TOO_LARGE_WORDS, { headers: { Connection: 'close' } });
    },
  });
  const menuImportLimit = bodyLimit({
    maxSize: MAX_MENU_IMPORT_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'A menu file is at most 2 MB', { headers: { Connection: 'close' } });
    },
  });
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const type = c.req.header('Content-Type');
    // A missing type is tolerated (the body must still parse as JSON); a different one is a client bug.
    if (type !== undefined && !JSON_TYPE.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
    if (c.req.path.endsWith(PATHS.saveJobApplication)) return applicationLimit(c, next);
    if (c.req.path.startsWith('/v1/admin/menu/import')) return menuImportLimit(c, next);
    // Issue 36: an outlet's photo is an image upload too (checked, then resized: server/uploads.ts); issue 46 a banner's.
    const upload = c.req.path.endsWith(PATHS.uploadFileInBase64) || c.req.path === OUTLET_PHOTOS_PATH || c.req.path === CONTENT_PICTURES_PATH;
    return (upload ? uploadLimit : limit)(c, next);
  };
}

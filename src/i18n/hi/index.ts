/**
 * The Hindi catalogue: every area's file in this folder, loaded as one chunk, only when Hindi is chosen
 * (never part of the first view). A file's name is its area, as given to defineMessages.
 */
import type { Catalogue, Message } from '../index';

// The server's own words are not here: the server keeps their Hindi in server/messages/hi/ and sends it (server/http/say.ts).
const areas = import.meta.glob<Record<string, Message>>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' });

export const hindi: Catalogue = Object.fromEntries(Object.entries(areas).map(([file, messages]) => [file.slice(2, -3), messages]));

/**
 * The Hindi catalogue: every area's file in this folder, loaded as one chunk, only when Hindi is chosen
 * (never part of the first view). A file's name is its area, as given to defineMessages.
 */
import type { Catalogue, Message } from '../index';

// Not server.ts nor server<Area>.ts: the server's own words, which the server sends already in Hindi (server/http/say.ts).
const areas = import.meta.glob<Record<string, Message>>(['./*.ts', '!./index.ts', '!./server*.ts'], { eager: true, import: 'default' });

export const hindi: Catalogue = Object.fromEntries(Object.entries(areas).map(([file, messages]) => [file.slice(2, -3), messages]));

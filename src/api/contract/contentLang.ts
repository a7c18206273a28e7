/** ?lang=hi on staticPage and upcomingOutlets (issue 46): in the address, so a cache keeps each language apart. Server only. */
import { z } from 'zod';

export const contentLangQuery = z.object({ lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi' }).optional() }).strict();

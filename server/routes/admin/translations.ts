/**
 * The console's 'Hindi' screen (issue 46): per kind of the chain's words, how many records still have a field in
 * English only, and the first of them with a link to each editor. For the roles that write the chain's words (owner,
 * content editor); the count falls as each field's Hindi is saved, since it is read afresh on every call.
 */
import { Hono } from 'hono';
import { TRANSLATION_LIST_MAX, type MissingTranslations } from '../../../src/api/contract/translations';
import { ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { staffIn, type AdminEnv } from '../../staff/access';
import { TRANSLATED_KINDS } from '../../translations/kinds';
import { untranslated } from '../../translations/wordsIn';

export function adminTranslationRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/translations', async (c) => {
    staffIn(c, ['owner', 'editor']);
    const kinds = await Promise.all(
      TRANSLATED_KINDS.map(async ({ kind, label, fields, records, editor }): Promise<MissingTranslations> => {
        const missing = (await records(deps.db)).flatMap((record) => {
          const lacking = untranslated(record.words, record.translations, fields, 'hi');
          return lacking.length === 0 ? [] : [{ id: record.id, name: record.name, where: record.where, fields: lacking, editor: editor(record.editorId ?? record.id) }];
        });
        return { kind, label, count: missing.length, records: missing.slice(0, TRANSLATION_LIST_MAX) };
      }),
    );
    return ok(c, kinds);
  });

  return routes;
}

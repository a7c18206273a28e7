/** A link shared from ShareButton, loaded on its tap: the share sheet, else the link copied ('Copied', SPEC 8). */
import { shareOrCopy } from '../lib/share';
import { notify } from '../lib/toast';
import { t } from '../i18n';
import { m } from './shareMessages';

export async function shareLink(data: ShareData & { url: string }): Promise<void> {
  const outcome = await shareOrCopy(data, data.url);
  if (outcome === 'copied') notify.success(t(m.copied));
  if (outcome === 'failed') notify.error(t(m.cantShare));
}

import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { copyText } from '../../lib/copyText';
import { m } from './messages';

/** The code itself is the button: tap to copy ('Copied', SPEC); when copying is refused, the toast says the code. */
export function CopyCodeButton({ code }: { code: string }) {
  const copy = async () => {
    if (await copyText(code)) notify.success(t(m.copied));
    else notify.error(t(m.copyFailed, { code }));
  };
  return (
    <button type="button" className="code-chip" onClick={() => void copy()} aria-label={t(m.copyCode, { code })}>
      <span className="code-chip__code">{code}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

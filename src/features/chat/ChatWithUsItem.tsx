import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { LIVE_CHAT_SCRIPT_URL } from '../../config/env';
import { t } from '../../i18n';
import { track } from '../analytics';
import { embed } from '../../i18n/embed';
import { loadChatWidget } from './loadChatWidget';
import { m } from './messages';
import './chat.css';

/**
 * The side menu's Chat With Us (SPEC 2: the Contact Us item fires a tracking event and another action). With a
 * chat service configured the action is its widget, loaded on this tap with a spinner here; without one, the
 * contact page with the chain's phone, e-mail and form.
 */
export function ChatWithUsItem({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function chatWithUs() {
    track('contact_us_click');
    if (!LIVE_CHAT_SCRIPT_URL) {
      onDone();
      void navigate({ to: '/contact-us' });
      return;
    }
    setLoading(true);
    setFailed(false);
    try {
      await loadChatWidget(LIVE_CHAT_SCRIPT_URL);
      onDone(); // the widget shows itself over the page
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <button type="button" className="menu__item chat-item" aria-busy={loading} disabled={loading} onClick={() => void chatWithUs()}>
        {t(m.chatWithUs)}
        {loading && <span className="chat-item__spinner" aria-hidden="true" />}
      </button>
      {/* Always present, so screen readers announce the change when it is filled. */}
      <span role="status" className="visually-hidden">
        {loading ? t(m.opening) : ''}
      </span>
      {failed && (
        <p className="chat-item__error" role="alert">
          {embed(t(m.failed), {
            contact: (
              <Link to="/contact-us" onClick={onDone}>
                {t(m.contactLink)}
              </Link>
            ),
          })}
        </p>
      )}
    </>
  );
}

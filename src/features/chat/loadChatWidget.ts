/**
 * The live-chat widget (SPEC 1: loaded on demand). Its script is added only when the customer taps Chat With Us,
 * never on first load. A script that errors or has not run within 15 s counts as failed (a captive portal or a
 * blocked host can leave it hanging for minutes); the next tap tries again.
 */
export const CHAT_LOAD_TIMEOUT_MS = 15_000;

let loaded: Promise<void> | null = null;

export function loadChatWidget(src: string, timeoutMs = CHAT_LOAD_TIMEOUT_MS): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('timed out')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loaded = null;
      reject(error);
    }
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error('could not be loaded'));
    document.body.append(script);
  });
  return loaded;
}

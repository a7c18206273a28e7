/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it (a secure context with the
 * page focused), else the old hidden-textarea copy, which also works on plain http and older WebViews.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permission, focus): the fallback below may still work.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, but the only copy that works where the Clipboard API does not.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

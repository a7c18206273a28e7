/** Text made safe inside HTML, in an element or in a quoted attribute: what the server writes into a page. */
export const escapeHtml = (text: string): string => text.replace(/[&"'<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * How the app's tabs tell each other the diner signed out. One channel per tab, shared by the code that says it
 * (session.ts) and the code that hears it (sessionStart.ts): a tab never hears its own word.
 */
export const sessionChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('session') : null;
export const SIGNED_OUT = 'signed-out';

export const tellOtherTabsSignedOut = () => sessionChannel?.postMessage(SIGNED_OUT);

/** An empty query value would coerce to 0 (a real coordinate); treat it as missing instead. */
export const presentOnly = (query: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''));

/**
 * Issue 35: a diner reading the app in Hindi types 'बिरयानी' (the search's own placeholder suggests it), while the
 * menus are written in English. Each Devanagari word of a search is read as the English word the menus use for
 * it; a word not listed here is searched as typed (and finds nothing in an English menu).
 */
const HINDI_DISH_WORDS: Readonly<Record<string, string>> = {
  बिरयानी: 'biryani',
  बिरियानी: 'biryani',
  पनीर: 'paneer',
  टिक्का: 'tikka',
  चिकन: 'chicken',
  मटन: 'mutton',
  अंडा: 'egg',
  एग: 'egg',
  दाल: 'dal',
  मखनी: 'makhani',
  नान: 'naan',
  रोटी: 'roti',
  पराठा: 'paratha',
  कबाब: 'kebab',
  कोफ्ता: 'kofta',
  मसाला: 'masala',
  वेज: 'veg',
  चावल: 'rice',
  लस्सी: 'lassi',
  चाय: 'chai',
  कॉफ़ी: 'coffee',
  कॉफी: 'coffee',
  गुलाब: 'gulab',
  जामुन: 'jamun',
  समोसा: 'samosa',
  राइता: 'raita',
  बटर: 'butter',
  तंदूरी: 'tandoori',
  मोमो: 'momo',
  मोमोज़: 'momo',
  पिज़्ज़ा: 'pizza',
  बर्गर: 'burger',
};

/** The search's words as the menus spell them. */
export const dishSearchWords = (search: string): string[] =>
  search
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => HINDI_DISH_WORDS[word] ?? word);

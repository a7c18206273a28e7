/**
 * Nutrition Information: one row per dish of the master menu (seed-menu.ts), per serving as served, so the
 * table names exactly the dishes a customer can order. Figures are the kitchen's lab-tested averages.
 */
import { SEED_CATEGORIES, SEED_DISHES } from '../db/seed-menu';
import { escapeHtml } from '../http/escapeHtml';

interface Nutrition {
  kcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  allergens: string;
}

const n = (kcal: number, proteinG: number, carbsG: number, fatG: number, allergens: string): Nutrition => ({ kcal, proteinG, carbsG, fatG, allergens });

/** By dish title, as written in SEED_DISHES. */
export const NUTRITION: Record<string, Nutrition> = {
  'Paneer Tikka': n(410, 22, 12, 30, 'Milk'),
  'Hara Bhara Kebab': n(320, 9, 34, 16, 'Cashew, Milk'),
  'Tandoori Malai Broccoli': n(290, 10, 14, 22, 'Milk'),
  'Crispy Corn Chaat': n(340, 7, 46, 14, 'Gluten (wheat)'),
  'Chicken Tikka': n(380, 44, 8, 18, 'Milk, Mustard'),
  'Amritsari Fish': n(420, 32, 24, 22, 'Fish, Gluten (wheat)'),
  'Mutton Seekh Kebab': n(460, 34, 6, 33, 'Milk'),
  'Tandoori Chicken (Half)': n(520, 58, 7, 28, 'Milk, Mustard'),
  'Dal Makhani': n(430, 15, 38, 24, 'Milk'),
  'Paneer Butter Masala': n(520, 20, 18, 40, 'Milk, Cashew'),
  'Kadai Paneer': n(470, 21, 16, 35, 'Milk'),
  'Shahi Malai Kofta': n(560, 14, 32, 41, 'Milk, Cashew, Gluten (wheat)'),
  'Amritsari Chole': n(360, 14, 48, 13, 'None'),
  'Sarson Da Saag': n(280, 8, 18, 20, 'Milk, Mustard'),
  'Butter Chicken': n(560, 38, 16, 38, 'Milk, Cashew'),
  'Chicken Tikka Masala': n(510, 40, 18, 30, 'Milk'),
  'Mutton Rogan Josh': n(540, 36, 10, 40, 'Milk'),
  'Punjabi Fish Curry': n(410, 34, 12, 25, 'Fish, Mustard'),
  'Butter Naan': n(310, 8, 48, 9, 'Gluten (wheat), Milk'),
  'Garlic Naan': n(330, 9, 50, 10, 'Gluten (wheat), Milk'),
  'Tandoori Roti': n(140, 5, 28, 1, 'Gluten (wheat)'),
  'Lachha Paratha': n(290, 6, 38, 13, 'Gluten (wheat), Milk'),
  'Amritsari Kulcha': n(480, 12, 68, 18, 'Gluten (wheat), Milk'),
  'Jeera Rice': n(340, 6, 62, 8, 'Milk'),
  'Veg Dum Biryani': n(520, 11, 82, 16, 'Milk, Cashew'),
  'Paneer Tikka Biryani': n(640, 24, 84, 23, 'Milk, Cashew'),
  'Chicken Dum Biryani': n(690, 38, 80, 24, 'Milk, Cashew'),
  'Mutton Biryani': n(760, 40, 80, 31, 'Milk, Cashew'),
  'Egg Biryani': n(610, 24, 82, 21, 'Egg, Milk'),
  'Gulab Jamun (2 pcs)': n(330, 5, 52, 12, 'Milk, Gluten (wheat)'),
  'Rasmalai (2 pcs)': n(290, 10, 36, 12, 'Milk, Pistachio'),
  'Gajar Ka Halwa': n(380, 7, 48, 18, 'Milk, Cashew, Almond'),
  'Kesar Pista Kulfi': n(240, 6, 28, 12, 'Milk, Pistachio'),
  'Sizzling Brownie': n(620, 8, 74, 32, 'Gluten (wheat), Milk, Egg, Walnut, Soy'),
  'Biscoff Cheesecake': n(480, 7, 42, 31, 'Milk, Gluten (wheat), Egg, Soy'),
  'Masala Chai': n(110, 4, 15, 4, 'Milk'),
  Cappuccino: n(130, 7, 11, 6, 'Milk'),
  'Sweet Lassi': n(260, 9, 38, 8, 'Milk'),
  'Cold Coffee': n(340, 8, 48, 13, 'Milk'),
  'Virgin Mojito': n(120, 0, 31, 0, 'None'),
  'Kala Khatta Cooler': n(140, 0, 36, 0, 'None'),
  'Gold Leaf Signature Cooler': n(160, 1, 40, 0, 'None'),
  'Margherita Pizza': n(780, 32, 96, 28, 'Gluten (wheat), Milk'),
  'Paneer Tikka Pizza': n(860, 38, 98, 34, 'Gluten (wheat), Milk'),
  'Chicken Tikka Pizza': n(880, 46, 96, 32, 'Gluten (wheat), Milk'),
};


function rowFor(title: string): string {
  const facts = NUTRITION[title];
  if (!facts) throw new Error(`No nutrition figures for the dish "${title}"`);
  const cells = [escapeHtml(title), facts.kcal, facts.proteinG, facts.carbsG, facts.fatG, escapeHtml(facts.allergens)];
  return `<tr>${cells.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`;
}

/** The page: a short guide, then one table per menu category. Throws if a dish has no figures (a test runs it). */
export function nutritionHtml(): string {
  const head = '<thead><tr><th>Dish</th><th>kcal</th><th>Protein (g)</th><th>Carbs (g)</th><th>Fat (g)</th><th>Allergens</th></tr></thead>';
  const sections = SEED_CATEGORIES.map((category) => {
    const subIds = new Set(category.subCategories.map((sub) => sub.id));
    const rows = SEED_DISHES.filter((dish) => subIds.has(dish.subCategoryId)).map((dish) => rowFor(dish.title));
    return `<h2>${escapeHtml(category.title)}</h2>\n<table>${head}<tbody>${rows.join('')}</tbody></table>`;
  });
  return `
<p>Figures are per serving, as served, and are averages from our central kitchen's laboratory tests; portions
made by hand vary by up to 10&nbsp;%. An adult needs about <strong>2,000 kcal</strong> a day; needs differ with
age, weight and activity.</p>
<p><strong>Allergies:</strong> our kitchens handle milk, gluten, nuts, mustard, egg, fish and soy, so traces may
be present in any dish. Please tell your server about any allergy before you order.</p>
${sections.join('\n')}
`;
}

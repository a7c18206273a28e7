/**
 * First-start menu, reviews, tables and coupons. One master menu serves every outlet, with small per-outlet
 * differences (highway outlets charge a little more; two dishes are sold out at each outlet), so the demo
 * looks like a real chain. Everything is derived deterministically from the outlet's position in
 * SEED_RESTAURANTS: item ids, table codes and reviews are the same on every fresh start.
 */
import type { Dietary, DishChoiceGroup, FoodOrderType, VegNonVeg } from '../../src/api/contract';
import type { SeedRestaurant } from './seed-data';

export interface SeedCategory {
  id: number;
  title: string;
  subCategories: Array<{ id: number; title: string }>;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { id: 1, title: 'Starters', subCategories: [{ id: 11, title: 'Veg Starters' }, { id: 12, title: 'Non-Veg Starters' }] },
  { id: 2, title: 'Main Course', subCategories: [{ id: 21, title: 'Veg Curries' }, { id: 22, title: 'Non-Veg Curries' }] },
  { id: 3, title: 'Breads', subCategories: [{ id: 31, title: 'Tandoori Breads' }] },
  { id: 7, title: 'Pizzas', subCategories: [{ id: 71, title: 'Wood-fired Pizzas' }] },
  { id: 4, title: 'Rice & Biryani', subCategories: [{ id: 41, title: 'Veg Rice' }, { id: 42, title: 'Non-Veg Biryani' }] },
  { id: 5, title: 'Desserts', subCategories: [{ id: 51, title: 'Indian Sweets' }, { id: 52, title: 'Cafe Desserts' }] },
  { id: 6, title: 'Beverages', subCategories: [{ id: 61, title: 'Hot' }, { id: 62, title: 'Cold' }, { id: 63, title: 'Mocktails' }] },
];

export interface SeedDish {
  subCategoryId: number;
  title: string;
  description: string;
  /** Whole rupees at a city outlet. */
  price: number;
  vegNonVeg: VegNonVeg;
  /**
   * Its own picture, server/media/dish-<image>.svg (small flat art drawn for this dish); omitted, the dish has
   * none and the app shows no image rather than another dish's.
   */
  image?: string;
  /** What is in it, as a kitchen would declare it for this recipe (issue 23). */
  dietary: Dietary;
  /**
   * Its sizes and add-ons (issue 23), prices in whole rupees at a city outlet. None of them adds an allergen or
   * changes the dish's mark, so its dietary line holds whatever is picked.
   */
  choices?: DishChoiceGroup[];
}

type Choices = Array<[name: string, price: number]>;
const group = (groupId: number, name: string, min: number, max: number, choices: Choices): DishChoiceGroup => ({
  groupId,
  name,
  min,
  max,
  choices: choices.map(([choiceName, price], i) => ({ choiceId: groupId * 10 + i + 1, name: choiceName, price })),
});
/** A group the diner picks exactly one of: a size or a style, the first being the dish as priced. */
const pickOne = (groupId: number, name: string, choices: Choices) => group(groupId, name, 1, 1, choices);
/** Add-ons: none, or up to `max`. */
const upTo = (max: number, groupId: number, name: string, choices: Choices) => group(groupId, name, 0, max, choices);

const halfOrFull = (full: number) => pickOne(1, 'Portion', [['Half (serves 1)', 0], ['Full (serves 2)', full]]);
const PIZZA_SIZE = pickOne(1, 'Size', [['Regular 7"', 0], ['Medium 10"', 150], ['Large 12"', 260]]);
const PIZZA_CRUST = pickOne(2, 'Crust', [['Hand-tossed', 0], ['Thin crust', 0], ['Cheese burst', 99]]);
const VEG_TOPPINGS: Choices = [['Extra cheese', 59], ['Jalapeños', 39], ['Black olives', 39], ['Mushrooms', 49], ['Sweet corn', 39]];

/** The URL the menu carries for a dish's picture; '' when it has none. */
export const dishImageUrl = (dish: SeedDish): string => (dish.image ? `/media/dish-${dish.image}.svg` : '');

const V: VegNonVeg = 'VEG';
const E: VegNonVeg = 'EGG';
const N: VegNonVeg = 'NON_VEG';

/** The master menu; its order is the menu's order and each dish's number inside an outlet's item ids. */
export const SEED_DISHES: SeedDish[] = [
  { subCategoryId: 11, title: 'Paneer Tikka', description: 'Cottage cheese cubes in hung-curd marinade, charred in the tandoor with peppers and onion.', price: 329, vegNonVeg: V, image: 'paneer-tikka', dietary: { allergens: ['MILK'], energyKcal: 420, jain: false } },
  { subCategoryId: 11, title: 'Hara Bhara Kebab', description: 'Spinach, green pea and potato patties with a cashew centre, mint chutney on the side.', price: 259, vegNonVeg: V, image: 'hara-bhara-kebab', dietary: { allergens: ['GLUTEN', 'TREE_NUT'], energyKcal: 310, jain: false } },
  { subCategoryId: 11, title: 'Tandoori Malai Broccoli', description: 'Broccoli florets in a cream-cheese and cardamom marinade, lightly smoked.', price: 299, vegNonVeg: V, image: 'malai-broccoli', dietary: { allergens: ['MILK'], energyKcal: 280, jain: false } },
  { subCategoryId: 11, title: 'Crispy Corn Chaat', description: 'Fried sweet corn tossed with onion, tomato, lemon and chaat masala.', price: 229, vegNonVeg: V, image: 'corn-chaat', dietary: { allergens: [], energyKcal: 340, jain: false } },
  { subCategoryId: 12, title: 'Chicken Tikka', description: 'Boneless chicken thigh in Kashmiri chilli and yoghurt, cooked on skewers in the tandoor.', price: 379, vegNonVeg: N, image: 'chicken-tikka', dietary: { allergens: ['MILK'], energyKcal: 390, jain: false } },
  { subCategoryId: 12, title: 'Amritsari Fish', description: 'Sole fillets in a carom-seed gram-flour batter, fried crisp, served with lemon.', price: 429, vegNonVeg: N, image: 'amritsari-fish', dietary: { allergens: ['FISH'], energyKcal: 410, jain: false } },
  { subCategoryId: 12, title: 'Mutton Seekh Kebab', description: 'Minced lamb with ginger, green chilli and garam masala, grilled on skewers.', price: 449, vegNonVeg: N, image: 'seekh-kebab', dietary: { allergens: [], energyKcal: 460, jain: false } },
  { subCategoryId: 12, title: 'Tandoori Chicken (Half)', description: 'Bone-in chicken marinated overnight, roasted in the tandoor, with onion rings.', price: 399, vegNonVeg: N, image: 'tandoori-chicken', dietary: { allergens: ['MILK'], energyKcal: 520, jain: false } },
  { subCategoryId: 21, title: 'Dal Makhani', description: 'Black lentils simmered overnight on the tandoor with butter and cream.', price: 299, vegNonVeg: V, image: 'dal-makhani', dietary: { allergens: ['MILK'], energyKcal: 430, jain: false } },
  { subCategoryId: 21, title: 'Paneer Butter Masala', description: 'Cottage cheese in a velvety tomato, butter and fenugreek gravy.', price: 349, vegNonVeg: V, image: 'paneer-butter-masala', dietary: { allergens: ['MILK', 'TREE_NUT'], energyKcal: 520, jain: false } },
  { subCategoryId: 21, title: 'Kadai Paneer', description: 'Paneer with capsicum and onion in a coarse, freshly pounded kadai masala.', price: 339, vegNonVeg: V, image: 'kadai-paneer', dietary: { allergens: ['MILK'], energyKcal: 450, jain: false } },
  { subCategoryId: 21, title: 'Shahi Malai Kofta', description: 'Paneer and potato dumplings in a rich cashew and saffron gravy.', price: 329, vegNonVeg: V, image: 'malai-kofta', dietary: { allergens: ['MILK', 'TREE_NUT'], energyKcal: 560, jain: false } },
  { subCategoryId: 21, title: 'Amritsari Chole', description: 'Chickpeas slow-cooked with tea leaves and whole spices, Punjabi style.', price: 249, vegNonVeg: V, image: 'chole', dietary: { allergens: [], energyKcal: 360, jain: false } },
  { subCategoryId: 21, title: 'Sarson Da Saag', description: 'Mustard greens cooked down with spinach and ginger, finished with white butter.', price: 279, vegNonVeg: V, image: 'sarson-saag', dietary: { allergens: ['MILK'], energyKcal: 290, jain: false } },
  { subCategoryId: 22, title: 'Butter Chicken', description: 'Tandoori chicken in the classic tomato, butter and cream makhani gravy.', price: 429, vegNonVeg: N, image: 'butter-chicken', dietary: { allergens: ['MILK', 'TREE_NUT'], energyKcal: 560, jain: false } },
  { subCategoryId: 22, title: 'Chicken Tikka Masala', description: 'Charred chicken tikka in an onion-tomato masala with a hint of smoke.', price: 419, vegNonVeg: N, image: 'chicken-tikka-masala', dietary: { allergens: ['MILK'], energyKcal: 510, jain: false } },
  { subCategoryId: 22, title: 'Mutton Rogan Josh', description: 'Kashmiri-style lamb curry coloured with ratan jot and mild red chilli.', price: 499, vegNonVeg: N, image: 'rogan-josh', dietary: { allergens: ['MILK'], energyKcal: 540, jain: false } },
  { subCategoryId: 22, title: 'Punjabi Fish Curry', description: 'River sole in a tangy tomato and mustard-oil curry.', price: 459, vegNonVeg: N, image: 'fish-curry', dietary: { allergens: ['FISH'], energyKcal: 420, jain: false } },
  { subCategoryId: 31, title: 'Butter Naan', description: 'Leavened flatbread from the tandoor, brushed with butter.', price: 69, vegNonVeg: V, image: 'butter-naan', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 300, jain: false } },
  { subCategoryId: 31, title: 'Garlic Naan', description: 'Naan topped with chopped garlic and coriander.', price: 89, vegNonVeg: V, image: 'garlic-naan', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 320, jain: false } },
  { subCategoryId: 31, title: 'Tandoori Roti', description: 'Whole-wheat bread baked on the tandoor wall.', price: 39, vegNonVeg: V, image: 'tandoori-roti', dietary: { allergens: ['GLUTEN'], energyKcal: 120, jain: true } },
  { subCategoryId: 31, title: 'Lachha Paratha', description: 'Flaky layered whole-wheat paratha.', price: 69, vegNonVeg: V, image: 'lachha-paratha', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 260, jain: true }, choices: [pickOne(1, 'Style', [['Plain', 0], ['Butter', 10], ['Pudina (dried mint)', 10]])] },
  { subCategoryId: 31, title: 'Amritsari Kulcha', description: 'Stuffed with spiced potato and onion, served with chole.', price: 149, vegNonVeg: V, image: 'amritsari-kulcha', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 380, jain: false }, choices: [upTo(2, 2, 'Add-ons', [['Extra chole', 49], ['White butter', 20]])] },
  { subCategoryId: 41, title: 'Jeera Rice', description: 'Basmati tempered with cumin and ghee.', price: 179, vegNonVeg: V, image: 'jeera-rice', dietary: { allergens: ['MILK'], energyKcal: 330, jain: true } },
  { subCategoryId: 41, title: 'Veg Dum Biryani', description: 'Basmati and garden vegetables layered with saffron and fried onion, sealed and slow-cooked.', price: 299, vegNonVeg: V, image: 'veg-biryani', dietary: { allergens: ['MILK'], energyKcal: 520, jain: false }, choices: [halfOrFull(170), upTo(2, 2, 'Add-ons', [['Extra raita', 39], ['Extra fried onion', 19]])] },
  { subCategoryId: 41, title: 'Paneer Tikka Biryani', description: 'Smoky paneer tikka layered with mint and saffron basmati.', price: 339, vegNonVeg: V, image: 'paneer-tikka-biryani', dietary: { allergens: ['MILK'], energyKcal: 610, jain: false }, choices: [halfOrFull(190), upTo(1, 2, 'Add-ons', [['Extra raita', 39]])] },
  { subCategoryId: 42, title: 'Chicken Dum Biryani', description: 'Hyderabadi-style chicken biryani cooked dum, with raita and salan.', price: 379, vegNonVeg: N, image: 'chicken-biryani', dietary: { allergens: ['MILK'], energyKcal: 650, jain: false }, choices: [halfOrFull(220), upTo(2, 2, 'Add-ons', [['Extra raita', 39], ['Extra chicken piece', 99]])] },
  { subCategoryId: 42, title: 'Mutton Biryani', description: 'Tender lamb and long-grain basmati, slow-cooked with whole spices.', price: 459, vegNonVeg: N, image: 'mutton-biryani', dietary: { allergens: ['MILK'], energyKcal: 720, jain: false }, choices: [halfOrFull(260), upTo(2, 2, 'Add-ons', [['Extra raita', 39], ['Extra mutton piece', 129]])] },
  { subCategoryId: 42, title: 'Egg Biryani', description: 'Boiled eggs roasted in masala, layered with fragrant rice.', price: 289, vegNonVeg: E, image: 'egg-biryani', dietary: { allergens: ['MILK', 'EGG'], energyKcal: 560, jain: false } },
  { subCategoryId: 51, title: 'Gulab Jamun (2 pcs)', description: 'Warm milk dumplings soaked in rose and cardamom syrup.', price: 129, vegNonVeg: V, image: 'gulab-jamun', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 300, jain: true } },
  { subCategoryId: 51, title: 'Rasmalai (2 pcs)', description: 'Soft cottage-cheese discs in chilled saffron milk with pistachio.', price: 159, vegNonVeg: V, image: 'rasmalai', dietary: { allergens: ['MILK', 'TREE_NUT'], energyKcal: 280, jain: true } },
  { subCategoryId: 51, title: 'Gajar Ka Halwa', description: 'Slow-cooked carrot pudding with khoya and nuts.', price: 169, vegNonVeg: V, image: 'gajar-halwa', dietary: { allergens: ['MILK', 'TREE_NUT'], energyKcal: 420, jain: false } },
  { subCategoryId: 51, title: 'Kesar Pista Kulfi', description: 'Dense, hand-churned saffron and pistachio ice cream on a stick.', price: 149, vegNonVeg: V, image: 'kulfi', dietary: { allergens: ['MILK', 'TREE_NUT'], energyKcal: 250, jain: true } },
  { subCategoryId: 52, title: 'Sizzling Brownie', description: 'Eggless walnut brownie on a hot plate with vanilla ice cream and chocolate sauce.', price: 249, vegNonVeg: V, image: 'sizzling-brownie', dietary: { allergens: ['GLUTEN', 'MILK', 'TREE_NUT', 'SOY'], energyKcal: 620, jain: true } },
  { subCategoryId: 52, title: 'Biscoff Cheesecake', description: 'Eggless baked cheesecake on a caramel-biscuit base.', price: 279, vegNonVeg: V, image: 'biscoff-cheesecake', dietary: { allergens: ['GLUTEN', 'MILK', 'SOY'], energyKcal: 450, jain: true } },
  { subCategoryId: 61, title: 'Masala Chai', description: 'Assam tea brewed with milk, ginger and cardamom.', price: 79, vegNonVeg: V, image: 'masala-chai', dietary: { allergens: ['MILK'], energyKcal: 110, jain: false } },
  { subCategoryId: 61, title: 'Cappuccino', description: 'Double shot of espresso with steamed, foamed milk.', price: 149, vegNonVeg: V, image: 'cappuccino', dietary: { allergens: ['MILK'], energyKcal: 130, jain: true }, choices: [pickOne(1, 'Size', [['Regular', 0], ['Large', 40]]), upTo(2, 2, 'Add-ons', [['Extra shot', 40], ['Vanilla syrup', 30], ['Caramel syrup', 30]])] },
  { subCategoryId: 62, title: 'Sweet Lassi', description: 'Thick Punjabi yoghurt drink topped with malai.', price: 119, vegNonVeg: V, image: 'sweet-lassi', dietary: { allergens: ['MILK'], energyKcal: 260, jain: true } },
  { subCategoryId: 62, title: 'Cold Coffee', description: 'Blended with vanilla ice cream and a drizzle of chocolate.', price: 169, vegNonVeg: V, image: 'cold-coffee', dietary: { allergens: ['MILK'], energyKcal: 310, jain: true } },
  { subCategoryId: 63, title: 'Virgin Mojito', description: 'Lime, fresh mint and soda over crushed ice.', price: 159, vegNonVeg: V, image: 'virgin-mojito', dietary: { allergens: [], energyKcal: 120, jain: true } },
  { subCategoryId: 63, title: 'Kala Khatta Cooler', description: 'Black plum syrup, lemon, black salt and soda.', price: 149, vegNonVeg: V, image: 'kala-khatta', dietary: { allergens: ['SULPHITE'], energyKcal: 140, jain: true } },
  { subCategoryId: 63, title: 'Gold Leaf Signature Cooler', description: 'Passion fruit, orange and basil with a pinch of chilli salt.', price: 199, vegNonVeg: V, image: 'signature-cooler', dietary: { allergens: [], energyKcal: 150, jain: true } },
  // Appended, so every dish above keeps its item id.
  { subCategoryId: 71, title: 'Margherita Pizza', description: 'San Marzano tomato, fresh mozzarella and basil on a wood-fired base.', price: 299, vegNonVeg: V, image: 'margherita-pizza', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 780, jain: false }, choices: [PIZZA_SIZE, PIZZA_CRUST, upTo(3, 3, 'Toppings', VEG_TOPPINGS)] },
  { subCategoryId: 71, title: 'Paneer Tikka Pizza', description: 'Tandoori paneer, onion and capsicum with makhani sauce and mozzarella.', price: 379, vegNonVeg: V, image: 'paneer-tikka-pizza', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 860, jain: false }, choices: [PIZZA_SIZE, PIZZA_CRUST, upTo(3, 3, 'Toppings', VEG_TOPPINGS)] },
  { subCategoryId: 71, title: 'Chicken Tikka Pizza', description: 'Smoky chicken tikka, red onion and green chilli on tomato and mozzarella.', price: 429, vegNonVeg: N, image: 'chicken-tikka-pizza', dietary: { allergens: ['GLUTEN', 'MILK'], energyKcal: 880, jain: false }, choices: [PIZZA_SIZE, PIZZA_CRUST, upTo(3, 3, 'Toppings', [...VEG_TOPPINGS, ['Extra chicken', 79]])] },
];

const categoryOf = (subCategoryId: number): number => Math.floor(subCategoryId / 10);

/** Highway outlets charge about 10 % more (rounded up to ₹5): remote kitchen, longer supply run. */
const outletPrice = (price: number, restaurant: SeedRestaurant): number =>
  restaurant.kind === 'highway' ? Math.ceil((price * 1.1) / 5) * 5 : price;

/**
 * Two dishes sold out per outlet, picked by the outlet's position among the first 42 dishes (the menu before pizzas,
 * so adding dishes sells out no other); Paneer Tikka (dish 1) never is.
 */
const SOLD_OUT_POOL = 41;
const soldOut = (outletNumber: number): Set<number> => new Set([((outletNumber * 5) % SOLD_OUT_POOL) + 2, ((outletNumber * 11 + 7) % SOLD_OUT_POOL) + 2]);

/** A highway outlet's prices for a dish's choices, raised as its dishes are. */
const outletChoices = (groups: DishChoiceGroup[] | undefined, restaurant: SeedRestaurant): DishChoiceGroup[] | null =>
  groups?.map((g) => ({ ...g, choices: g.choices.map((choice) => ({ ...choice, price: outletPrice(choice.price, restaurant) })) })) ?? null;

export const menuItemId = (outletNumber: number, dishNumber: number): number => outletNumber * 100 + dishNumber;
/** Issue 36: a dish's stable reference (as POS catalogues carry one), the same for the dish at every outlet. */
export const dishRef = (dishNumber: number): string => `D${dishNumber}`;

/** outletNumber is the 1-based position in SEED_RESTAURANTS. */
export function menuFor(restaurant: SeedRestaurant, outletNumber: number, restaurantId: number) {
  const unavailable = soldOut(outletNumber);
  return SEED_DISHES.map((dish, i) => ({
    id: menuItemId(outletNumber, i + 1),
    restaurantId,
    ref: dishRef(i + 1),
    categoryId: categoryOf(dish.subCategoryId),
    subCategoryId: dish.subCategoryId,
    title: dish.title,
    description: dish.description,
    pricePaise: outletPrice(dish.price, restaurant) * 100,
    vegNonVeg: dish.vegNonVeg,
    imageUrl: dishImageUrl(dish),
    isAvailable: !unavailable.has(i + 1),
    sortOrder: i + 1,
    allergens: dish.dietary.allergens,
    energyKcal: dish.dietary.energyKcal,
    jain: dish.dietary.jain,
    choiceGroups: outletChoices(dish.choices, restaurant),
  }));
}

export const tableCodesFor = (restaurant: SeedRestaurant): Array<{ code: string; tableNumber: string }> =>
  restaurant.dineIn ? [1, 2, 3].map((n) => ({ code: `GL-${restaurant.code}-T${n}`, tableNumber: `T${n}` })) : [];

const DESCRIPTIONS: Record<SeedRestaurant['kind'], (area: string) => string> = {
  lounge: (area) =>
    `Our ${area} lounge pairs a North-Indian tandoor kitchen with a full bar and live music on weekends. Warm lighting, deep booths and a menu that runs from kebabs to sizzling brownies.`,
  cafe: (area) =>
    `A bright, relaxed cafe in ${area} for long chai breaks and family dinners: tandoori starters, slow-cooked dals and fresh coolers, with outdoor seating when the weather allows.`,
  highway: (area) =>
    `A clean, quick stop on the ${area} for travellers: hot Punjabi food from early morning to midnight, ample parking and restrooms, and takeaway packed for the road.`,
};

export const descriptionFor = (restaurant: SeedRestaurant): string => DESCRIPTIONS[restaurant.kind](restaurant.area);

const REVIEW_POOL: Array<{ customerName: string; rating: number; comment: string }> = [
  { customerName: 'Harpreet K.', rating: 5, comment: 'Dal makhani was the best I have had outside home. Service was quick even on a Saturday night.' },
  { customerName: 'Rohit S.', rating: 4, comment: 'Butter chicken and garlic naan were spot on. Music was a little loud for conversation.' },
  { customerName: 'Ananya M.', rating: 5, comment: 'Lovely ambience and the paneer tikka was smoky and soft. Staff helped us pick a table for a birthday.' },
  { customerName: 'Gurdeep S.', rating: 3, comment: 'Food was good but the biryani took 40 minutes. They did apologise and send a dessert.' },
  { customerName: 'Neha A.', rating: 4, comment: 'Great cold coffee and brownies. Good place to work from in the afternoon, Wi-Fi was reliable.' },
  { customerName: 'Vikram T.', rating: 5, comment: 'Ordered delivery twice this week: packed well, still hot, and the rider called before arriving.' },
  { customerName: 'Simran B.', rating: 4, comment: 'Amritsari kulcha with chole tasted like Amritsar. Portions are generous.' },
  { customerName: 'Arjun P.', rating: 2, comment: 'Mutton was a bit chewy this time. Hope it was a one-off, it is usually excellent.' },
  { customerName: 'Priya R.', rating: 5, comment: 'Rasmalai and kulfi were perfect after a long drive. Clean washrooms too.' },
  { customerName: 'Manpreet D.', rating: 4, comment: 'Reliable family place. Kids loved the mocktails, we loved the seekh kebabs.' },
  { customerName: 'Kabir J.', rating: 5, comment: 'The signature cooler is worth the trip on its own. Friendly staff.' },
  { customerName: 'Ishita G.', rating: 3, comment: 'Decent food, but they ran out of the fish I wanted. Chicken tikka made up for it.' },
];

const DAY_MS = 86_400_000;
const REVIEWS_ANCHOR_MS = Date.parse('2025-11-01T12:00:00Z');

/** 3 to 6 reviews per outlet, spread over the weeks before the seed's anchor date. */
export function reviewsFor(outletNumber: number, restaurantId: number) {
  const count = 3 + (outletNumber % 4);
  return Array.from({ length: count }, (_, i) => {
    const review = REVIEW_POOL[(outletNumber * 3 + i * 5) % REVIEW_POOL.length] ?? REVIEW_POOL[0]!;
    return { restaurantId, ...review, createdAt: new Date(REVIEWS_ANCHOR_MS - (i * 9 + outletNumber) * DAY_MS) };
  });
}

export interface SeedCoupon {
  code: string;
  title: string;
  description: string;
  /** The title and description in Hindi (issue 24). */
  hindi: { title: string; description: string };
  discountType: 'PERCENT' | 'FLAT';
  /** Percent, or whole rupees for FLAT. */
  discountValue: number;
  maxDiscount: number | null;
  minOrder: number;
  orderTypes: FoodOrderType[] | null;
  validFrom: string;
  validTo: string;
  /** Omitted: no limit. */
  maxUsesPerCustomer?: number;
  maxUsesTotal?: number;
}

export const SEED_COUPONS: SeedCoupon[] = [
  { code: 'WELCOME50', title: '₹50 off your order', description: 'Flat ₹50 off on orders of ₹299 or more.', discountType: 'FLAT', discountValue: 50, maxDiscount: null, minOrder: 299, orderTypes: null, validFrom: '2025-01-01T00:00:00+05:30', validTo: '2030-12-31T23:59:59+05:30', maxUsesPerCustomer: 1, hindi: { title: 'आपके ऑर्डर पर ₹50 की छूट', description: '₹299 या उससे ज़्यादा के ऑर्डर पर सीधे ₹50 की छूट।' } },
  { code: 'GOLD20', title: '20% off, up to ₹150', description: '20% off on orders of ₹499 or more, up to ₹150.', discountType: 'PERCENT', discountValue: 20, maxDiscount: 150, minOrder: 499, orderTypes: null, validFrom: '2025-01-01T00:00:00+05:30', validTo: '2030-12-31T23:59:59+05:30', hindi: { title: '20% छूट, ₹150 तक', description: '₹499 या उससे ज़्यादा के ऑर्डर पर 20% छूट, ज़्यादा से ज़्यादा ₹150।' } },
  { code: 'TAKEAWAY10', title: '10% off TakeAway', description: '10% off TakeAway orders of ₹199 or more.', discountType: 'PERCENT', discountValue: 10, maxDiscount: null, minOrder: 199, orderTypes: ['TakeAway'], validFrom: '2025-01-01T00:00:00+05:30', validTo: '2030-12-31T23:59:59+05:30', hindi: { title: 'टेकअवे पर 10% छूट', description: '₹199 या उससे ज़्यादा के टेकअवे ऑर्डर पर 10% छूट।' } },
  { code: 'OLDNEWYEAR', title: 'New Year ₹100 off', description: 'Flat ₹100 off on orders of ₹599 or more.', discountType: 'FLAT', discountValue: 100, maxDiscount: null, minOrder: 599, orderTypes: null, validFrom: '2024-12-25T00:00:00+05:30', validTo: '2025-01-01T23:59:59+05:30', hindi: { title: 'नए साल पर ₹100 की छूट', description: '₹599 या उससे ज़्यादा के ऑर्डर पर सीधे ₹100 की छूट।' } },
];

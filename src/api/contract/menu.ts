/** An outlet's menu: sections, dishes, their choices and what is in them (SPEC 7, issue 23). */
import { z } from 'zod';
import type { InEnglish } from './translations';

/** The mark FSSAI asks for, with egg apart from meat as Indian menus show it (issue 23). */
export type VegNonVeg = 'VEG' | 'EGG' | 'NON_VEG';

/** The major food allergens a label must declare, as FSSAI's Labelling and Display Regulations 2020 name them. */
export type Allergen = 'GLUTEN' | 'CRUSTACEAN' | 'MILK' | 'EGG' | 'FISH' | 'PEANUT' | 'TREE_NUT' | 'SOY' | 'SULPHITE';

/** What is in a dish (issue 23), as its outlet declares it. */
export interface Dietary {
  /** Every major allergen it contains; [] when it contains none. */
  allergens: Allergen[];
  /** Energy of one serving, in kcal. */
  energyKcal: number;
  /** Fit for a Jain diet: vegetarian, no egg, no onion, garlic or root vegetables. */
  jain: boolean;
}

/** A section's and a dish's words come in the language asked (?lang=hi), each field in English where it has none yet. */
export interface MenuSubCategory extends InEnglish<'title'> {
  subCategoryId: number;
  title: string;
}

export interface MenuCategory extends InEnglish<'title'> {
  categoryId: number;
  title: string;
  subCategories: MenuSubCategory[];
}

export interface MenuItem extends InEnglish<'title' | 'description'> {
  itemId: number;
  categoryId: number;
  subCategoryId: number;
  title: string;
  description: string;
  /** Rupees, before taxes. */
  price: number;
  vegNonVeg: VegNonVeg;
  imageUrl: string;
  isAvailable: boolean;
  /** null when the outlet has not declared it; absent in a menu the phone kept from before dishes carried it. */
  dietary?: Dietary | null;
  /** Sizes and add-ons (issue 23), in the order the menu shows them; absent when the dish has none. */
  choiceGroups?: DishChoiceGroup[];
}

/**
 * One set of choices on a dish: a size ('Size': Regular / Large, min 1 and max 1) or add-ons ('Toppings', min 0,
 * max 3). The dish's price is its plainest form; each choice adds its price to it.
 */
export interface DishChoiceGroup {
  groupId: number;
  name: string;
  /** Choices the diner must pick: 0 makes the group optional. */
  min: number;
  max: number;
  choices: DishChoice[];
}

export interface DishChoice {
  /** Unique within its dish. */
  choiceId: number;
  name: string;
  /** Rupees added to the dish's price; 0 for a choice that costs nothing more. */
  price: number;
}

/** The choices picked for one dish, by choiceId (issue 23); [] or absent: the dish as it comes. */
export const choiceIdsField = z
  .array(z.number({ error: 'choiceIds must be choice ids' }).int('choiceIds must be choice ids').positive('choiceIds must be choice ids'), {
    error: 'choiceIds must be a list',
  })
  .max(20, 'choiceIds must list at most 20 choices');

/** GET getItemListWithCatSubCat/{restaurantUuid}?lang=hi: the outlet's whole menu, in the language asked. */
export interface Menu {
  restaurantUuid: string;
  categoryList: MenuCategory[];
  itemList: MenuItem[];
}

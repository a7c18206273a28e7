/**
 * Issue 23, what is in each dish: every dish carries its Veg, Egg or Non-veg mark, its kcal and the major allergens
 * it contains, and the menu narrows to dietary needs (Egg-free, Jain, 'No <allergen>'), any number at once, on
 * the demo's 300-dish menu too. The expected dishes are worked out here from the menu the server sends, by the
 * rule the chips promise, not by the app's own code.
 */
import type { Page } from "@playwright/test";
import { demoOutlets } from "../../server/db/seed-demo-outlets";
import type { Menu } from "../../src/api/contract";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { shot } from "./shots";

// The first demo outlet carries the 300-dish menu (server/db/seed-demo-outlets.ts). One server for the file
// (sharedServer in fixtures.ts): its tests only read menus, as visitors.
test.use({ serverEnv: { DEMO_OUTLETS: "1" }, sharedServer: true });

const MOHALI = "/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f";
const BIG = `/restaurants/${demoOutlets(1)[0]!.uuid}`;

const shownRows = (page: Page) =>
  page.locator('[data-testid="menu-item"]:not([hidden])');
/** The titles of the dishes shown, in the menu's order (by section), sorted: compared as a set with the server's. */
const shownTitles = async (page: Page) =>
  (await shownRows(page).locator(".menu-item__title").allTextContents()).sort();
const chip = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Dietary needs" })
    .getByRole("button", { name, exact: true });

async function menuOf(page: Page, outletPath: string): Promise<Menu> {
  const response = await page.request.get(
    `/v1/api/getItemListWithCatSubCat/${outletPath.split("/").pop()}`,
  );
  return ((await response.json()) as { responsePacket: Menu }).responsePacket;
}

test("the dietary chips hold on a 300-dish menu, together, and let go in one tap when nothing is left", async ({
  page,
}) => {
  await page.goto(BIG);
  const menu = await menuOf(page, BIG);
  expect(menu.itemList).toHaveLength(300);
  await expect(shownRows(page)).toHaveCount(300);
  const titlesWhere = (keep: (item: Menu["itemList"][number]) => boolean) =>
    menu.itemList
      .filter(keep)
      .map((item) => item.title)
      .sort();
  const holds = (item: Menu["itemList"][number], allergen: string) =>
    item.dietary?.allergens.includes(allergen as never) ?? true;

  // Jain, then no milk on top: only what the kitchen declared fit, and without milk.
  await chip(page, "Jain").click();
  await expect(chip(page, "Jain")).toHaveAttribute("aria-pressed", "true");
  const jain = titlesWhere(
    (item) => item.vegNonVeg === "VEG" && item.dietary?.jain === true,
  );
  expect(jain.length).toBeGreaterThan(20);
  await expect.poll(() => shownTitles(page)).toEqual(jain);
  await chip(page, "No milk").click();
  const jainNoMilk = titlesWhere(
    (item) =>
      item.vegNonVeg === "VEG" &&
      item.dietary?.jain === true &&
      !holds(item, "MILK"),
  );
  expect(jainNoMilk.length).toBeGreaterThan(0);
  expect(jainNoMilk.length).toBeLessThan(jain.length);
  await expect.poll(() => shownTitles(page)).toEqual(jainNoMilk);
  await expectAccessible(page);
  await shot(page, "menu-dietary-chips");

  // Egg-free alone: no Egg mark and no egg inside, meat allowed; every row left says no egg.
  await chip(page, "Jain").click();
  await chip(page, "No milk").click();
  await chip(page, "Egg-free").click();
  const eggFree = titlesWhere(
    (item) => item.vegNonVeg !== "EGG" && !holds(item, "EGG"),
  );
  expect(eggFree.length).toBeLessThan(300);
  await expect.poll(() => shownTitles(page)).toEqual(eggFree);
  await expect(shownRows(page).getByRole("img", { name: "Egg" })).toHaveCount(
    0,
  );
  await expect(
    shownRows(page).getByRole("img", { name: "Non-veg" }).first(),
  ).toBeVisible();

  // Needs that nothing in a category meets: said so, and one tap lets them all go.
  await chip(page, "No gluten").click();
  await chip(page, "Jain").click();
  await page
    .getByRole("group", { name: "Categories" })
    .getByRole("button", { name: "Starters" })
    .click();
  await expect(shownRows(page)).toHaveCount(0);
  await expect(
    page.getByText("No dishes meet these dietary needs here."),
  ).toBeVisible();
  // The empty list's own button (the sticky bar's 'Clear' does the same, dishSearch.spec).
  await page
    .locator(".menu-view__empty")
    .getByRole("button", { name: "Clear dietary filters" })
    .click();
  await expect(chip(page, "Egg-free")).toHaveAttribute("aria-pressed", "false");
  const starters = titlesWhere((item) => item.categoryId === 1);
  await expect.poll(() => shownTitles(page)).toEqual(starters);
});

test.describe("a phone in Hindi", () => {
  test.use({ locale: "hi-IN" });
  test("the chips and what a dish holds are in Hindi", async ({ page }) => {
    await page.goto(MOHALI);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const biryani = shownRows(page).filter({
      has: page.getByRole("heading", { name: "Egg Biryani", exact: true }),
    });
    await expect(biryani.locator(".menu-item__facts")).toHaveText(
      "560 kcal · इसमें दूध, अंडा है",
    );
    await expect(biryani.getByRole("img", { name: "एग" })).toBeVisible();
    const chips = page.getByRole("group", { name: "खान-पान की ज़रूरतें" });
    await chips.getByRole("button", { name: "बिना दूध" }).click();
    await expect(biryani).toBeHidden();
    await expectAccessible(page);
    await shot(page, "menu-dietary-hi");
  });
});

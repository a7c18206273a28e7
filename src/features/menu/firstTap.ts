/**
 * What a menu loads on the diner's first intent to tap (MenuView.tsx): a dish's tap code, the narrowing by a filter
 * and the narrowed view's words, as one script, so the tap that follows waits on one request at most. (A chunk group
 * in vite.config.ts would also have taken the menu's first-view modules these share.)
 */
export { changeLine, lastChoices, put, refused, removeOneOf, myDishLines } from './menuTaps';
export { filterMenu } from '../../rules/filterMenu';
export { FiltersInForce, NoMatch } from './NarrowedMenu';

/**
 * What the menu shows once a filter narrows it: the needs in force in the sticky bar, and what to do when no dish is
 * left. Drawn only after a change of the filter, so loaded with the narrowing (MenuView.tsx), not in the first view.
 * Its props are plain values: a value imported back from the menu's chunk had the bundler move the menu's words
 * into a chunk shared with unrelated screens.
 */
import { defineMessages, t } from '../../i18n';

export const narrowedWords = defineMessages('menu', {
  clearDietary: 'Clear dietary filters',
  noMatchDietary: 'No dishes meet these dietary needs here.',
  noMatch: 'No dishes match. Try another word or category.',
  // Issue 35: the dietary filters in force, kept in sight in the sticky bar, and what is left of the menu.
  filtersOn: 'Filters ({count})',
  clearFilters: 'Clear',
  dishesLeft: { one: '{count} dish', other: '{count} dishes' },
});
const m = narrowedWords;

/**
 * The dietary needs in force, in the sticky bar (issue 35): chosen chips may have scrolled out of their row, and the
 * diner scrolling the dishes still sees that the menu is narrowed, by how much, and clears it in one tap.
 */
export function FiltersInForce({ count, dishes, onClear }: { count: number; dishes: number; onClear: () => void }) {
  return (
    <div className="menu-bar__filtered" data-testid="filters-in-force">
      <span className="menu-bar__filtered-count">{t(m.filtersOn, { count })}</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="link-button menu-bar__clear" aria-label={t(m.clearDietary)} onClick={onClear}>
        {t(m.clearFilters)}
      </button>
      <span className="menu-bar__left" role="status">
        {t(m.dishesLeft, { count: dishes })}
      </span>
    </div>
  );
}

/** Nothing left to show: dietary needs that nothing here meets can be let go of in one tap. */
export function NoMatch({ dietary, onClear }: { dietary: boolean; onClear: () => void }) {
  return (
    <div className="menu-view__empty">
      <p className="muted">{t(dietary ? m.noMatchDietary : m.noMatch)}</p>
      {dietary && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          {t(m.clearDietary)}
        </button>
      )}
    </div>
  );
}

import type { Allergen } from '../../api/contract';
import { t } from '../../i18n';
import { CHIP_ALLERGENS, type MenuFilter } from '../../rules/menuSections';
import { m } from '../../rules/menuWords';
import './menu.css';

interface DietaryChipsProps {
  filter: MenuFilter;
  onChange: (next: MenuFilter) => void;
}

/**
 * The dietary needs under the menu's search (issue 23): Egg-free, Jain and 'No <allergen>' for each of FSSAI's
 * major allergens, any number at once, in one row that scrolls sideways. Each is a toggle button. The row sits
 * under the sticky bar and scrolls away with the dishes (issue 35: the bar took a quarter of a phone's screen);
 * the needs in force stay in the bar as 'Filters (3) · Clear'.
 */
export function DietaryChips({ filter, onChange }: DietaryChipsProps) {
  const toggleAllergen = (allergen: Allergen) =>
    onChange({ ...filter, without: filter.without.includes(allergen) ? filter.without.filter((a) => a !== allergen) : [...filter.without, allergen] });
  return (
    <div className="tabs menu-view__diets" role="group" aria-label={t(m.dietary)}>
      <button type="button" className="tabs__tab" aria-pressed={filter.eggFree} onClick={() => onChange({ ...filter, eggFree: !filter.eggFree })}>
        {t(m.eggFree)}
      </button>
      <button type="button" className="tabs__tab" aria-pressed={filter.jain} onClick={() => onChange({ ...filter, jain: !filter.jain })}>
        {t(m.jain)}
      </button>
      {CHIP_ALLERGENS.map((allergen) => (
        <button key={allergen} type="button" className="tabs__tab" aria-pressed={filter.without.includes(allergen)} onClick={() => toggleAllergen(allergen)}>
          {t(m.without, { allergen: t(m[allergen]) })}
        </button>
      ))}
    </div>
  );
}

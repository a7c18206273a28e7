import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { FoodOrderType, Menu, MenuItem, RestaurantDetail } from '../../api/contract';
import { MSG } from '../../config/messages';
import { formatCount, formatDateTime, formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { belongsTo, cartAtom, cartSubtotal, quantityOf, useCartActions } from '../cart';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { ALL_CATEGORIES, filterMenu } from './filterMenu';
import type { MenuFilter } from './filterMenu';
import { MenuItemRow } from './MenuItemRow';

interface MenuViewProps {
  restaurant: RestaurantDetail;
  menu: Menu;
  orderType: FoodOrderType;
  /** Set when the worker answered from its cache: when the menu was fetched. */
  cachedAt: number | null;
}

export function MenuView({ restaurant, menu, orderType, cachedAt }: MenuViewProps) {
  const [filter, setFilter] = useState<MenuFilter>({ category: ALL_CATEGORIES, search: '', vegOnly: false });
  const sections = useMemo(() => filterMenu(menu, filter), [menu, filter]);
  const cart = useAtomValue(cartAtom);
  const table = useAtomValue(dineInTableAtom);
  const owner = { restaurantUuid: restaurant.restaurantUuid, restaurantRecordId: restaurant.recordId, restaurantName: restaurant.title, orderType };
  const actions = useCartActions(owner);
  const mine = belongsTo(cart, owner) ? cart : null;
  const needsTable = orderType === 'DineIn' && table?.restaurantUuid !== restaurant.restaurantUuid;

  function add(item: MenuItem) {
    if (needsTable) {
      notify.error(MSG.scanQr);
      return;
    }
    actions.add(item);
  }

  return (
    <section className="menu-view" aria-labelledby="menu-title">
      <h2 id="menu-title" className="section-title">
        Menu
      </h2>
      {cachedAt && (
        <p className="notice" role="status">
          You are offline. Showing the menu as of {formatDateTime(cachedAt)}.
        </p>
      )}
      {needsTable && <p className="notice">{MSG.scanQr}</p>}
      <div className="menu-view__controls">
        <label className="visually-hidden" htmlFor="menu-search">
          Search the menu
        </label>
        <input
          id="menu-search"
          className="input"
          type="search"
          placeholder="Search dishes"
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
        />
        <label className="switch">
          <input type="checkbox" role="switch" checked={filter.vegOnly} onChange={(event) => setFilter({ ...filter, vegOnly: event.target.checked })} />
          Veg only
        </label>
      </div>
      <div className="tabs" role="group" aria-label="Categories">
        {[{ categoryId: ALL_CATEGORIES, title: 'All' } as const, ...menu.categoryList].map((category) => (
          <button
            key={category.categoryId}
            type="button"
            className="tabs__tab"
            aria-pressed={filter.category === category.categoryId}
            onClick={() => setFilter({ ...filter, category: category.categoryId })}
          >
            {category.title}
          </button>
        ))}
      </div>
      {sections.length === 0 && <p className="muted">No dishes match. Try another word or category.</p>}
      {sections.map((section) => (
        <section key={section.key} aria-label={section.title}>
          <h3 className="menu-view__section">{section.title}</h3>
          <ul className="menu-list">
            {section.items.map((item) => (
              <MenuItemRow
                key={item.itemId}
                item={item}
                quantity={quantityOf(mine, item.itemId)}
                onAdd={() => add(item)}
                onRemove={() => actions.removeOne(item.itemId)}
              />
            ))}
          </ul>
        </section>
      ))}
      {mine && (
        <Link to="/checkout" className="cart-bar" data-testid="view-cart">
          <span>
            {formatCount(mine.items.reduce((n, line) => n + line.quantity, 0), 'item')} · {formatRupees(cartSubtotal(mine))}
          </span>
          <span>View cart</span>
        </Link>
      )}
    </section>
  );
}

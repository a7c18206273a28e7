import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useAtomCallback } from 'jotai/utils';
import type { Getter } from 'jotai';
import type { FoodOrderType, Menu, MenuItem, RestaurantDetail } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { BOOT_SPEC } from '../../config/bootMessages';
import { t } from '../../i18n';
import type { PickedChoices } from '../../rules/dishChoices';
import { lineKey, type DishLine } from '../../rules/lineKey';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { addItem, belongsTo, cartAtom, cartSubtotal, orderAheadAtom, orderTypeAtom, pendingReplacementAtom, quantityOf, raiseOne, removeOne } from '../cart';
import type { Cart, CartItem, CartOwner } from '../cart';
import { ScanTableButton } from '../dine-in/ScanTableButton';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { myJoinedTableAtom, tableSessionAtom, useJoinedTableReady } from '../dine-in/joinedTable';
import { closedMessage } from '../../rules/closedMessage';
import { DietaryChips } from './DietaryChips';
import { ALL_CATEGORIES, declaresDietary, dietaryNeedCount, EVERYTHING, filterMenu, hasDietaryNeed, NO_NEEDS } from '../../rules/filterMenu';
import type { MenuFilter, MenuSection } from '../../rules/filterMenu';
import { DISH_ANCHOR, MenuItemRow, type DishOutlet } from './MenuItemRow';
import { m } from '../../rules/menuWords';
import { langOf } from '../../rules/contentLang';
import { useClosedLine } from './useClosedLine';
import { myDishLines } from './myDishLines';
import { useNoDelivery } from './deliveryReach';
import './menu.css';

// Ordering together at a table (issue 23): loaded only at a scanned table.
/** The notice that the outlet does not deliver to the place: the Add buttons say they are held back by it. */
const NO_DELIVERY_ID = 'menu-no-delivery';
const OrderTogether = lazy(() => import('../table/OrderTogether'));
const TableBar = lazy(() => import('../table/TableBar'));
// Sizes and add-ons (issue 23): loaded when a dish that has them is added.
const ChoicesSheet = lazy(() => import('./DishChoicesSheet'));
const LinesSheet = lazy(() => import('./DishLinesSheet'));

/** The closed line's id (server/http/outletShell.ts paints the same). */
const CLOSED_LINE_ID = 'menu-closed';
/** Its words, which each unavailable Add points to: not the 'Schedule for when it opens' beside them. */
const CLOSED_WORDS_ID = 'menu-closed-why';

interface MenuViewProps {
  restaurant: RestaurantDetail;
  menu: Menu;
  orderType: FoodOrderType;
  /** Set when the worker answered from its cache: when the menu was fetched. */
  cachedAt: number | null;
}

export function MenuView({ restaurant, menu, orderType, cachedAt }: MenuViewProps) {
  const [filter, setFilterState] = useState<MenuFilter>(EVERYTHING);
  const view = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  // Scrolled down the list, a new filter starts its results right under the sticky bar, not somewhere below.
  function setFilter(next: MenuFilter) {
    setFilterState(next);
    // Typing on in the search keeps its place (and costs no layout read per keystroke).
    if (next.search !== filter.search && filter.search !== '') return;
    if (!view.current || !bar.current) return;
    const top = view.current.getBoundingClientRect().top;
    const stuckAt = parseFloat(getComputedStyle(bar.current).top) || 0; // the sticky bar's place under the app header
    if (top < stuckAt) window.scrollBy({ top: top - stuckAt });
  }
  // The field updates at once; the list follows in an interruptible render, so typing never waits for it.
  const shown = useDeferredValue(filter);
  // Every dish stays mounted and a filter only flips `hidden` on the rows that change: no keystroke builds or
  // tears down hundreds of rows, and the memoised list skips the urgent render entirely.
  const allSections = useMemo(() => filterMenu(menu, EVERYTHING), [menu]);
  const declared = useMemo(() => declaresDietary(menu), [menu]);
  const visible = useMemo(() => new Set(filterMenu(menu, shown).flatMap((section) => section.items.map((item) => item.itemId))), [menu, shown]);
  const cart = useAtomValue(cartAtom);
  const table = useAtomValue(dineInTableAtom);
  const { restaurantUuid, recordId, title } = restaurant;
  const owner = useMemo<CartOwner>(
    () => ({ restaurantUuid, restaurantRecordId: recordId, restaurantName: title, orderType }),
    [restaurantUuid, recordId, title, orderType],
  );
  const needsTable = orderType === 'DineIn' && table?.restaurantUuid !== restaurantUuid;
  // At a table ordering together, the dishes go on the table's shared cart; the rows show this diner's own.
  const joined = useAtomValue(myJoinedTableAtom);
  const tableSession = useAtomValue(tableSessionAtom);
  const joinedRead = useJoinedTableReady();
  const together = orderType === 'DineIn' && !needsTable && joined !== null && !joined.waiting && joined.tableCode === table?.code;
  // Until the stored session is read, a diner at a table is offered neither way: a flash of 'Order together'
  // for a phone already at the table would mislead.
  const atTable = orderType === 'DineIn' && table !== null && !needsTable && joinedRead;
  // This diner's own dishes on the table's cart, as the rows' quantities. A poll that changes nothing of theirs
  // keeps the same value, so the memoised rows are not drawn again every few seconds.
  const myLines =
    together && tableSession?.sessionId === joined.sessionId
      ? JSON.stringify(tableSession.cart.filter((line) => line.mine).map(({ itemId, title, price, quantity, vegNonVeg }) => [itemId, title, price, quantity, vegNonVeg]))
      : null;
  // The rows count a dish whatever its choices, and the bar sums the lines: choices need not be kept here.
  const tableCart = useMemo<Cart | null>(() => {
    if (myLines === null) return null;
    const lines = JSON.parse(myLines) as Array<[number, string, number, number, CartItem['vegNonVeg']]>;
    const items = lines.map(([itemId, title, finalPrice, quantity, vegNonVeg]) => ({ itemId, title, finalPrice, quantity, vegNonVeg }));
    return { ...owner, items };
  }, [myLines, owner]);
  const mine = together ? tableCart : belongsTo(cart, owner) ? cart : null;
  // Said before any tap: the Add buttons look unavailable under a line that says until when.
  const closedNow = useClosedLine(restaurant);
  // A closed outlet still takes a delivery or a takeaway for later (issue 23): once the diner says so, its dishes
  // go in the cart and checkout asks when. A table's order is for now.
  const [orderAhead, setOrderAhead] = useAtom(orderAheadAtom);
  const canOrderAhead = closedNow !== null && orderType !== 'DineIn';
  const aheadChosen = canOrderAhead && (orderAhead === restaurantUuid || mine?.scheduledFor !== undefined);
  const closed = aheadChosen ? null : closedNow;
  // Issue 35: beyond the outlet's delivery radius, a delivery is refused here, with TakeAway offered instead where
  // the diner could go and collect it (issue 45).
  const noDelivery = useNoDelivery(restaurant, orderType);
  // A string, so the handlers below (and the memoised rows holding them) change only when the words do.
  const noDeliveryWords = noDelivery?.words ?? null;
  const setOrderType = useSetAtom(orderTypeAtom);

  // The diner's own lines of a dish, read when tapped: on the table's cart when ordering together, else the cart.
  const myLinesOf = useCallback((get: Getter, itemId: number) => myDishLines(get, itemId, together ? null : owner), [together, owner]);
  // A dish with its choices (none, or those picked on the sheet) goes on the table's cart or in the cart.
  const put = useAtomCallback(
    useCallback(
      (get, set, item: MenuItem, picked?: PickedChoices) => {
        const joinedNow = get(myJoinedTableAtom);
        if (together && joinedNow) {
          import('../table/tableActions')
            .then(({ addDish, changeTable }) => changeTable(set, joinedNow.sessionId, addDish({ itemId: item.itemId, choiceIds: picked?.choiceIds })))
            .catch((error: unknown) => notify.error(messageOf(error)));
          return;
        }
        const result = addItem(get(cartAtom), owner, item, picked);
        if (result.kind === 'added') set(cartAtom, result.cart);
        else set(pendingReplacementAtom, result.replacement);
      },
      [together, owner],
    ),
  );
  // Sizes and add-ons (issue 23): a dish that has them opens its sheet, at the choices of its line last added.
  // Its name opens the same sheet for any dish (issue 35): its picture, words, Add and Share.
  const [choosing, setChoosing] = useState<{ item: MenuItem; start: number[] | null } | null>(null);
  // Why nothing can be added here now (no table scanned, no delivery this far, closed), said on the tap.
  const refused = useCallback((): boolean => {
    const refusal = needsTable ? t(BOOT_SPEC.scanQr) : (noDeliveryWords ?? (together || aheadChosen ? null : closedMessage(restaurant)));
    if (refusal) notify.error(refusal);
    return refusal !== null;
  }, [needsTable, noDeliveryWords, together, aheadChosen, restaurant]);
  // Read the cart when tapped rather than closing over it: the rows keep the same handlers and stay memoised.
  const open = useAtomCallback(
    useCallback(
      (get, _set, item: MenuItem) => {
        const last = myLinesOf(get, item.itemId).at(-1);
        setChoosing({ item, start: last?.choiceIds?.length ? last.choiceIds : null });
      },
      [myLinesOf],
    ),
  );
  const add = useCallback(
    (item: MenuItem) => {
      if (refused()) return;
      if (item.choiceGroups?.length) open(item);
      else put(item);
    },
    [refused, open, put],
  );
  // One more, or one less, of one of the diner's lines: on the table's cart when ordering together, else in the cart.
  const changeLine = useAtomCallback(
    useCallback(
      (get, set, line: DishLine, change: 'ADD' | 'REMOVE') => {
        const joinedNow = get(myJoinedTableAtom);
        if (together && joinedNow) {
          import('../table/tableActions')
            .then(({ addDish, removeDish, changeTable }) => changeTable(set, joinedNow.sessionId, (change === 'ADD' ? addDish : removeDish)(line)))
            .catch((error: unknown) => notify.error(messageOf(error)));
          return;
        }
        const key = lineKey(line.itemId, line.choiceIds);
        const current = get(cartAtom);
        if (change === 'REMOVE') set(cartAtom, removeOne(current, key));
        else if (current) set(cartAtom, raiseOne(current, key));
      },
      [together],
    ),
  );
  // '−' on a dish on two lines (other choices) asks which one, on a sheet listing them.
  const [trimming, setTrimming] = useState<number | null>(null);
  const remove = useAtomCallback(
    useCallback(
      (get, _set, itemId: number) => {
        const lines = myLinesOf(get, itemId);
        if (lines.length > 1) setTrimming(itemId);
        else if (lines[0]) changeLine(lines[0], 'REMOVE');
      },
      [myLinesOf, changeLine],
    ),
  );

  // A shared dish's link (`#dish-<itemId>`, issue 23) opens the menu at that dish, marked so the eye finds it.
  useEffect(() => {
    const { hash } = window.location;
    const row = hash.startsWith(`#${DISH_ANCHOR}`) ? document.getElementById(hash.slice(1)) : null;
    if (!row) return;
    row.dataset.linked = '';
    row.scrollIntoView({ block: 'center' });
  }, []);

  return (
    <section className="menu-view" aria-labelledby="menu-title" ref={view}>
      <h2 id="menu-title" className="visually-hidden">
        {t(m.menu)}
      </h2>
      <div className="menu-bar" ref={bar}>
        <SavedCopyNote cachedAt={cachedAt} offline={m.offline} />
        {closedNow && (
          <p className={`menu-bar__closed${aheadChosen ? ' menu-bar__closed--ahead' : ''}`} id={CLOSED_LINE_ID}>
            <ClockIcon />
            <span id={CLOSED_WORDS_ID}>{aheadChosen ? t(m.orderingAhead) : closedNow}</span>
            {canOrderAhead && !aheadChosen && (
              <button type="button" className="link-button menu-bar__ahead" onClick={() => setOrderAhead(restaurantUuid)}>
                {t(m.scheduleAhead)}
              </button>
            )}
          </p>
        )}
        <div className="menu-view__controls">
          <label className="visually-hidden" htmlFor="menu-search">
            {t(m.searchLabel)}
          </label>
          <input
            id="menu-search"
            className="input menu-bar__search"
            type="search"
            placeholder={t(m.searchPlaceholder)}
            autoComplete="off"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          />
          <label className="switch">
            <input type="checkbox" role="switch" checked={filter.vegOnly} onChange={(event) => setFilter({ ...filter, vegOnly: event.target.checked })} />
            {t(m.vegOnly)}
          </label>
        </div>
        {hasDietaryNeed(filter) && <FiltersInForce count={dietaryNeedCount(filter)} dishes={visible.size} onClear={() => setFilter({ ...filter, ...NO_NEEDS })} />}
        <div className="tabs menu-bar__categories" role="group" aria-label={t(m.categories)}>
          {[{ categoryId: ALL_CATEGORIES, title: t(m.all) } as const, ...menu.categoryList].map((category) => (
            <button
              key={category.categoryId}
              type="button"
              className="tabs__tab"
              aria-pressed={filter.category === category.categoryId}
              lang={category.categoryId === ALL_CATEGORIES ? undefined : langOf(category, 'title')}
              onClick={() => setFilter({ ...filter, category: category.categoryId })}
            >
              {category.title}
            </button>
          ))}
        </div>
      </div>
      {declared && <DietaryChips filter={filter} onChange={setFilter} />}
      {needsTable && (
        <div className="menu-view__table">
          <p className="notice">{t(BOOT_SPEC.scanQr)}</p>
          <ScanTableButton />
        </div>
      )}
      {noDelivery && (
        <div className="menu-view__table menu-view__reach">
          <p className="notice" id={NO_DELIVERY_ID}>
            {noDelivery.words}
          </p>
          {noDelivery.takeAway && (
            <button type="button" className="button" onClick={() => setOrderType('TakeAway')}>
              {t(m.takeAwayInstead)}
            </button>
          )}
        </div>
      )}
      {atTable && table && !together && (
        <Suspense fallback={null}>
          <OrderTogether table={table} />
        </Suspense>
      )}
      {visible.size === 0 && <NoMatch filter={filter} onChange={setFilter} />}
      <MenuSections
        sections={allSections}
        visible={visible}
        cart={mine}
        closedBy={noDelivery ? NO_DELIVERY_ID : closed ? CLOSED_WORDS_ID : undefined}
        onAdd={add}
        onRemove={remove}
        onOpen={open}
        outlet={restaurant}
      />
      {trimming !== null && (
        <Suspense fallback={null}>
          <LinesSheet itemId={trimming} owner={together ? null : owner} onChange={changeLine} onClose={() => setTrimming(null)} />
        </Suspense>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ChoicesSheet
            item={choosing.item}
            start={choosing.start}
            outlet={restaurant}
            onClose={() => setChoosing(null)}
            onAdd={(picked) => {
              if (refused()) return;
              put(choosing.item, picked);
              setChoosing(null);
            }}
          />
        </Suspense>
      )}
      {together && table ? (
        <Suspense fallback={null}>
          <TableBar tableNumber={table.tableNumber} />
        </Suspense>
      ) : (
        mine && (
          <Link to="/checkout" className="cart-bar" data-testid="view-cart">
            <span>
              {t(m.items, { count: mine.items.reduce((n, line) => n + line.quantity, 0) })} · {formatRupees(cartSubtotal(mine))}
            </span>
            <span>{t(m.viewCart)}</span>
          </Link>
        )
      )}
    </section>
  );
}

interface MenuSectionsProps {
  sections: MenuSection[];
  visible: ReadonlySet<number>;
  cart: Cart | null;
  closedBy: string | undefined;
  onAdd: (item: MenuItem) => void;
  onRemove: (itemId: number) => void;
  onOpen: (item: MenuItem) => void;
  outlet: DishOutlet;
}

const MenuSections = memo(function MenuSections({ sections, visible, cart, closedBy, onAdd, onRemove, onOpen, outlet }: MenuSectionsProps) {
  return sections.map((section) => (
    <section key={section.key} aria-label={section.title} className="menu-section" hidden={!section.items.some((item) => visible.has(item.itemId))}>
      <h3 className="menu-view__section" lang={section.lang}>
        {section.title}
      </h3>
      <ul className="menu-list">
        {section.items.map((item) => (
          <MenuItemRow
            key={item.itemId}
            item={item}
            hidden={!visible.has(item.itemId)}
            quantity={quantityOf(cart, item.itemId)}
            closedBy={closedBy}
            onAdd={onAdd}
            onRemove={onRemove}
            onOpen={onOpen}
            outlet={outlet}
          />
        ))}
      </ul>
    </section>
  ));
});

/**
 * The dietary needs in force, in the sticky bar (issue 35): chosen chips may have scrolled out of their row, and the
 * diner scrolling the dishes still sees that the menu is narrowed, by how much, and clears it in one tap.
 */
function FiltersInForce({ count, dishes, onClear }: { count: number; dishes: number; onClear: () => void }) {
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
function NoMatch({ filter, onChange }: { filter: MenuFilter; onChange: (next: MenuFilter) => void }) {
  const dietary = hasDietaryNeed(filter);
  return (
    <div className="menu-view__empty">
      <p className="muted">{t(dietary ? m.noMatchDietary : m.noMatch)}</p>
      {dietary && (
        <button type="button" className="button button--ghost" onClick={() => onChange({ ...filter, ...NO_NEEDS })}>
          {t(m.clearDietary)}
        </button>
      )}
    </div>
  );
}

/** A clock face: the closed line's mark (an SVG, not an emoji a phone may lack the font for). */
function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

import type * as FirstTap from './firstTap';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import type { FoodOrderType, Menu, MenuItem, RestaurantDetail } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { BOOT_SPEC } from '../../config/bootMessages';
import { t } from '../../i18n';
import type { PickedChoices } from '../../rules/dishChoices';
import type { DishLine } from '../../rules/lineKey';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { belongsTo, cartAtom, cartSubtotal, orderAheadAtom, orderTypeAtom, quantityOf } from '../cart';
import type { Cart, CartItem, CartOwner } from '../cart';
import { ScanTableButton } from '../dine-in/ScanTableButton';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { myJoinedTableAtom, tableSessionAtom, useJoinedTableReady } from '../dine-in/joinedTable';
import { DietaryChips } from './DietaryChips';
import { ALL_CATEGORIES, declaresDietary, dietaryNeedCount, EVERYTHING, hasDietaryNeed, menuSections, NO_NEEDS } from '../../rules/menuSections';
import type { MenuFilter, MenuSection } from '../../rules/menuSections';
import type { filterMenu } from '../../rules/filterMenu';
import { DISH_ANCHOR, MenuItemRow, type DishOutlet } from './MenuItemRow';
import { m } from '../../rules/menuWords';
import { langOf } from '../../rules/contentLang';
import { useClosedLine } from './useClosedLine';
import type { MenuState, myDishLines } from './menuTaps';
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
/**
 * What a tap on a dish does (refusing it, adding it, one more or one less, on the cart or the table's), and the
 * narrowing of the dishes by a filter: not drawn by the first view, so not in its code. Both are fetched on the
 * diner's first intent to tap (a finger or pointer down, or the focus, anywhere on the menu: preloadTaps), as home's
 * carousel is on the banner's first move, so the tap that follows finds them in or already on their way; the worker
 * precaches them with every other chunk for a tap without signal.
 *
 * One promise for that code, not an import() a tap: callbacks on one promise run in the order they were added, so taps
 * made while it loads land in the order made (two import() calls once put Butter Naan before the Masala Chai tapped
 * first). A failed load is forgotten, for the next tap to try again.
 */
let tapCode: Promise<typeof FirstTap> | null = null;
const taps = () =>
  (tapCode ??= import('./firstTap').catch((error: unknown) => {
    tapCode = null;
    throw error;
  }));
const FiltersInForce = lazy(() => taps().then((module) => ({ default: module.FiltersInForce })));
const NoMatch = lazy(() => taps().then((module) => ({ default: module.NoMatch })));
/** A tap whose code could not load (a deploy replaced it, no signal and no copy): said, as a failed request is. */
const tapFailed = (error: unknown) => notify.error(messageOf(error));
/** A failed fetch ahead of the tap is tried again by the tap itself, which says so if it fails too. */
const preloadTaps = () => void taps().catch(() => undefined);
/** The first intent only: the module loader keeps what came, and a failed fetch is the tap's to retry. */
let intended = false;
const onFirstIntent = () => {
  if (intended) return;
  intended = true;
  preloadTaps();
};

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
  // The narrowing rule, loaded on the first change of the filter: the first view shows every dish.
  const [narrow, setNarrow] = useState<{ filterMenu: typeof filterMenu } | null>(null);
  const view = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  // Scrolled down the list, a new filter starts its results right under the sticky bar, not somewhere below.
  function setFilter(next: MenuFilter) {
    setFilterState(next);
    if (!narrow) void taps().then(setNarrow).catch(tapFailed);
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
  const allSections = menuSections(menu);
  const declared = useMemo(() => declaresDietary(menu), [menu]);
  // The dishes the filter leaves (null: all of them, until a filter is chosen and its rule is in).
  const visible = useMemo(
    () => (shown === EVERYTHING || !narrow ? null : new Set(narrow.filterMenu(allSections, shown).flatMap((section) => section.items.map((item) => item.itemId)))),
    [allSections, shown, narrow],
  );
  const visibleCount = visible ? visible.size : menu.itemList.length;
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

  // Where the menu stands, for a tap's code: it reads the carts when tapped, so the rows keep the same handlers
  // and stay memoised.
  const state = useMemo<MenuState>(
    () => ({ restaurant, owner, needsTable, noDeliveryWords, together, aheadChosen }),
    [restaurant, owner, needsTable, noDeliveryWords, together, aheadChosen],
  );
  // Sizes and add-ons (issue 23): a dish that has them opens its sheet, at the choices of its line last added.
  // Its name opens the same sheet for any dish (issue 35): its picture, words, Add and Share.
  const [choosing, setChoosing] = useState<{ item: MenuItem; start: number[] | null } | null>(null);
  // The store, read and written when tapped, not subscribed to: the handlers stay the same and the rows memoised.
  const store = useStore();
  const open = useCallback(
    (item: MenuItem) =>
      void taps()
        .then(({ lastChoices }) => setChoosing({ item, start: lastChoices(store, item.itemId, state) }))
        .catch(tapFailed),
    [store, state],
  );
  // Add: refused with the reason (no table, no delivery this far, closed), else the sheet of a dish with choices, or the dish.
  const add = useCallback(
    (item: MenuItem) =>
      void taps()
        .then(({ refused, lastChoices, put }) => {
          if (refused(state)) return;
          if (item.choiceGroups?.length) setChoosing({ item, start: lastChoices(store, item.itemId, state) });
          else put(store, state, item);
        })
        .catch(tapFailed),
    [store, state],
  );
  // The choices sheet's Add.
  const addChosen = useCallback(
    (item: MenuItem, picked: PickedChoices) =>
      void taps()
        .then(({ refused, put }) => {
          if (refused(state)) return;
          put(store, state, item, picked);
          setChoosing(null);
        })
        .catch(tapFailed),
    [store, state],
  );
  // One more, or one less, of one of the diner's lines (the which-line sheet's steppers).
  const changeLine = useCallback(
    (line: DishLine, change: 'ADD' | 'REMOVE') =>
      void taps()
        .then((tap) => tap.changeLine(store, together, line, change))
        .catch(tapFailed),
    [store, together],
  );
  // '−' on a dish on two lines (other choices) asks which one, on a sheet listing them with the tap's reading of them.
  const [trimming, setTrimming] = useState<{ itemId: number; linesOf: typeof myDishLines } | null>(null);
  const remove = useCallback(
    (itemId: number) =>
      void taps()
        .then(({ removeOneOf, myDishLines }) => removeOneOf(store, state, itemId, () => setTrimming({ itemId, linesOf: myDishLines })))
        .catch(tapFailed),
    [store, state],
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
    <section className="menu-view" aria-labelledby="menu-title" ref={view} onPointerDownCapture={onFirstIntent} onFocusCapture={onFirstIntent}>
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
        {hasDietaryNeed(filter) && (
          <Suspense fallback={null}>
            <FiltersInForce count={dietaryNeedCount(filter)} dishes={visibleCount} onClear={() => setFilter({ ...filter, ...NO_NEEDS })} />
          </Suspense>
        )}
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
      {visibleCount === 0 && (
        <Suspense fallback={null}>
          <NoMatch dietary={hasDietaryNeed(filter)} onClear={() => setFilter({ ...filter, ...NO_NEEDS })} />
        </Suspense>
      )}
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
          <LinesSheet itemId={trimming.itemId} linesOf={trimming.linesOf} owner={together ? null : owner} onChange={changeLine} onClose={() => setTrimming(null)} />
        </Suspense>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ChoicesSheet
            item={choosing.item}
            start={choosing.start}
            outlet={restaurant}
            onClose={() => setChoosing(null)}
            onAdd={(picked) => addChosen(choosing.item, picked)}
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
  /** null: every dish. */
  visible: ReadonlySet<number> | null;
  cart: Cart | null;
  closedBy: string | undefined;
  onAdd: (item: MenuItem) => void;
  onRemove: (itemId: number) => void;
  onOpen: (item: MenuItem) => void;
  outlet: DishOutlet;
}

const MenuSections = memo(function MenuSections({ sections, visible, cart, closedBy, onAdd, onRemove, onOpen, outlet }: MenuSectionsProps) {
  return sections.map((section) => (
    <section key={section.key} aria-label={section.title} className="menu-section" hidden={visible !== null && !section.items.some((item) => visible.has(item.itemId))}>
      <h3 className="menu-view__section" lang={section.lang}>
        {section.title}
      </h3>
      <ul className="menu-list">
        {section.items.map((item) => (
          <MenuItemRow
            key={item.itemId}
            item={item}
            hidden={visible !== null && !visible.has(item.itemId)}
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

/** A clock face: the closed line's mark (an SVG, not an emoji a phone may lack the font for). */
function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

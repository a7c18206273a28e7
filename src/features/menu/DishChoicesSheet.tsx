import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { DishChoiceGroup, MenuItem } from '../../api/contract';
import { t } from '../../i18n';
import { checkChoices, startingChoices, type PickedChoices } from '../../rules/dishChoices';
import { formatRupees } from '../../lib/format';
import { ShareButton } from '../../ui/ShareButton';
import { Sheet } from '../../ui/Sheet';
import { VegMark } from '../../ui/VegMark';
import { m } from './choicesMessages';
import { dishFacts } from '../../rules/dishFacts';
import { m as menuWords } from '../../rules/menuWords';
import { DISH_ANCHOR, type DishOutlet } from './MenuItemRow';
import './choices.css';
import { langOf } from '../../rules/contentLang';

interface DishChoicesSheetProps {
  item: MenuItem;
  /** Picked when it opens: the choices of the dish's line last added; null: its own size (startingChoices). */
  start: number[] | null;
  onAdd: (picked: PickedChoices) => void;
  onClose: () => void;
  /** The outlet the dish is shared from: its link opens this menu at the dish. */
  outlet: DishOutlet;
}

/** What a group asks of the diner, said beside its name. */
function ruleOf({ min, max }: DishChoiceGroup): string {
  if (min === max) return t(m.chooseExactly, { count: max });
  if (min === 0) return t(m.chooseUpTo, { count: max });
  return t(m.chooseBetween, { min, max });
}

/**
 * A dish's sizes and add-ons (issue 23), picked before it goes in the cart: one of a size (radio buttons), up to
 * a group's maximum of add-ons (check boxes, the rest turned off at the maximum), the price following each pick.
 * The server prices it again; this only spares the diner a refusal.
 */
/** The last line's choices while the menu still offers them as a whole pick; the dish's own size otherwise. */
function firstPick(groups: DishChoiceGroup[], start: number[] | null): number[] {
  const offered = new Set(groups.flatMap((group) => group.choices.map((choice) => choice.choiceId)));
  const kept = start?.filter((choiceId) => offered.has(choiceId));
  return kept && checkChoices(groups, kept).ok ? kept : startingChoices(groups);
}

/**
 * The groups whose name lies under the sheet's sticky Add bar, and whether anything at all is below (issue 45: on a
 * 320 x 640 phone a pizza's crusts and toppings sat there unseen). Followed as the sheet scrolls or changes size; read
 * before the first paint, so the bar never grows under a thumb about to tap.
 */
function useChoicesBelow(form: RefObject<HTMLFormElement | null>, footer: RefObject<HTMLDivElement | null>): { below: boolean; groups: string[] } {
  const [state, setState] = useState<{ below: boolean; groups: string[] }>({ below: false, groups: [] });
  useLayoutEffect(() => {
    const sheet = form.current?.closest('dialog');
    if (!sheet || !form.current || !footer.current) return;
    const formElement = form.current;
    const bar = footer.current;
    const follow = () => {
      const barTop = bar.getBoundingClientRect().top;
      const groups = Array.from(formElement.querySelectorAll<HTMLElement>('.dish-choices__legend'))
        .filter((legend) => legend.getBoundingClientRect().bottom > barTop)
        .map((legend) => legend.dataset.group ?? '');
      const below = sheet.scrollHeight - sheet.scrollTop - sheet.clientHeight > 4;
      setState((now) => (now.below === below && now.groups.join('\n') === groups.join('\n') ? now : { below, groups }));
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(sheet);
    observer.observe(formElement);
    sheet.addEventListener('scroll', follow, { passive: true });
    return () => {
      observer.disconnect();
      sheet.removeEventListener('scroll', follow);
    };
  }, [form, footer]);
  return state;
}

export default function DishChoicesSheet({ item, start, onAdd, onClose, outlet }: DishChoicesSheetProps) {
  const groups = item.choiceGroups ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(firstPick(groups, start)));
  // The group Add found short, and how many times: each tap says it again.
  const [missing, setMissing] = useState<{ groupId: number; taps: number } | null>(null);
  const id = useId();
  // The sheet leaves the page as it closes: focus goes back to what opened it (the dish's name, its Add), or to
  // the row's + once Add became a stepper, never to the top of a long menu.
  // Read while rendering: by the time this sheet's effects run, its dialog has taken focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () =>
      void requestAnimationFrame(() =>
        (opener?.isConnected
          ? opener
          : document.getElementById(`${DISH_ANCHOR}${item.itemId}`)?.querySelector<HTMLElement>('.stepper--add, .stepper__button:last-of-type')
        )?.focus(),
      ),
    [item.itemId, opener],
  );
  const form = useRef<HTMLFormElement>(null);
  const footer = useRef<HTMLDivElement>(null);
  const more = useChoicesBelow(form, footer);
  // Once the line 'More below' has shown, its room stays to the end: a bar that shrank as the last group came into
  // view moved every choice under the finger mid-tap (a test's tap on 'Extra cheese' once changed nothing).
  const [moreRoom, setMoreRoom] = useState(false);
  if (more.below && !moreRoom) setMoreRoom(true);
  const facts = dishFacts(item);
  const [imageFailed, setImageFailed] = useState(false);
  const check = checkChoices(groups, [...chosen]);
  const price = item.price + groups.flatMap((g) => g.choices).reduce((sum, choice) => (chosen.has(choice.choiceId) ? sum + choice.price : sum), 0);

  function toggle(group: DishChoiceGroup, choiceId: number, on: boolean) {
    const next = new Set(chosen);
    // A size is one of its group: picking it lets go of the other.
    if (group.max === 1) for (const choice of group.choices) next.delete(choice.choiceId);
    if (on) next.add(choiceId);
    else next.delete(choiceId);
    setChosen(next);
    if (missing?.groupId === group.groupId) setMissing(null);
  }

  function add() {
    if (check.ok) {
      onAdd(check.picked);
      return;
    }
    // Only a group short of its minimum can be wrong here: none can go over its maximum, and every choice shown
    // is the dish's.
    if (check.problem.kind === 'MISSING') {
      const { groupId } = check.problem.group;
      setMissing({ groupId, taps: (missing?.groupId === groupId ? missing.taps : 0) + 1 });
      document.getElementById(`${id}-${groupId}`)?.querySelector('input')?.focus();
    }
  }

  return (
    <Sheet
      open
      title={item.title}
      onClose={onClose}
      className="dish-choices"
      actions={
        // Issue 35: a dish is shared from its sheet, not from every row of the menu.
        <ShareButton
          path={`/restaurants/${outlet.restaurantUuid}#${DISH_ANCHOR}${item.itemId}`}
          title={item.title}
          text={t(menuWords.shareDish, { dish: item.title, price: formatRupees(item.price), outlet: outlet.title })}
          label={t(menuWords.shareThis, { name: item.title })}
          className="icon-button dish-choices__share"
        />
      }
    >
      {item.imageUrl !== '' && !imageFailed && (
        <img className="dish-choices__image" src={item.imageUrl} alt="" width="440" height="220" decoding="async" onError={() => setImageFailed(true)} />
      )}
      <p className="dish-choices__lead">
        <VegMark kind={item.vegNonVeg} />
        <span className="muted" lang={langOf(item, 'description')}>
          {item.description}
        </span>
      </p>
      {facts && <p className="dish-choices__facts">{facts}</p>}
      <form
        ref={form}
        className="dish-choices__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        {groups.map((group) => {
          const count = group.choices.filter((choice) => chosen.has(choice.choiceId)).length;
          const full = group.max > 1 && count >= group.max;
          const error = missing?.groupId === group.groupId ? `${id}-${group.groupId}-error` : undefined;
          return (
            <fieldset key={group.groupId} id={`${id}-${group.groupId}`} className="dish-choices__group" aria-describedby={error}>
              <legend className="dish-choices__legend" data-group={group.name}>
                {group.name} <span className="dish-choices__rule">{ruleOf(group)}</span>
              </legend>
              {group.choices.map((choice) => {
                const on = chosen.has(choice.choiceId);
                return (
                  <label key={choice.choiceId} className="dish-choices__choice">
                    <input
                      type={group.min === 1 && group.max === 1 ? 'radio' : 'checkbox'}
                      name={`${id}-${group.groupId}`}
                      checked={on}
                      // Off at the maximum, yet still reached by Tab and read with the others.
                      aria-disabled={!on && full}
                      onChange={(event) => {
                        if (!on && full) return;
                        toggle(group, choice.choiceId, event.target.checked);
                      }}
                    />
                    <span className="dish-choices__name">{choice.name}</span>
                    {choice.price > 0 && <span className="dish-choices__price">{t(m.extra, { price: formatRupees(choice.price) })}</span>}
                  </label>
                );
              })}
              {error && (
                <p key={missing?.taps} id={error} className="form__error" role="alert">
                  {t(m.pleaseChoose, { group: group.name })}
                </p>
              )}
            </fieldset>
          );
        })}
        <div className={more.below ? 'dish-choices__footer dish-choices__footer--more' : 'dish-choices__footer'} ref={footer}>
          {moreRoom && (
            <button
              type="button"
              className="dish-choices__more"
              onClick={() => {
                const next = more.groups[0];
                const legend = next && form.current?.querySelector<HTMLElement>(`.dish-choices__legend[data-group="${CSS.escape(next)}"]`);
                // The next group's name to the top of the sheet; without one, the rest of the last group.
                if (legend) legend.scrollIntoView({ block: 'start' });
                else form.current?.closest('dialog')?.scrollBy({ top: footer.current?.offsetHeight ?? 80 });
              }}
            >
              <span>{more.groups.length > 0 ? t(m.moreBelow, { groups: more.groups.join(', ') }) : t(m.moreChoicesBelow)}</span>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M12 16.6 5.4 10l1.4-1.4 5.2 5.2 5.2-5.2 1.4 1.4z" />
              </svg>
            </button>
          )}
          {item.isAvailable ? (
            <button type="submit" className="button button--block dish-choices__add">
              {t(m.addItem, { price: formatRupees(price) })}
            </button>
          ) : (
            <p className="muted dish-choices__unavailable">{t(menuWords.notAvailable)}</p>
          )}
        </div>
      </form>
    </Sheet>
  );
}

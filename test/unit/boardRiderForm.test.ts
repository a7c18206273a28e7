// @vitest-environment happy-dom
/**
 * The kitchen board redraws at every order event and poll: the rider form's field being typed in keeps its text, its
 * focus and its selection, so a name selected to be typed over is replaced, not typed onto.
 */
import { describe, expect, it } from 'vitest';
import { ridersView, type RiderActions } from '../../src/outlet/board/riders';

const act: RiderActions = { add: async () => true, sendLink: () => {}, endShift: () => {}, remove: () => {} };

/** Draws the view in place of the last one, as the board does, and lets its refocus run. */
async function redraw(): Promise<HTMLInputElement> {
  const view = ridersView([], act);
  document.body.replaceChildren(view);
  await Promise.resolve();
  return view.querySelector<HTMLInputElement>('input[name="name"]')!;
}

describe('the rider form across a redraw', () => {
  it('keeps a selected name selected, so what is typed next replaces it', async () => {
    const field = await redraw();
    field.focus();
    field.value = 'Gurpreet Singh';
    field.dispatchEvent(new Event('input'));
    field.setSelectionRange(0, field.value.length);

    const after = await redraw();
    expect(after).not.toBe(field);
    expect(document.activeElement).toBe(after);
    expect([after.value, after.selectionStart, after.selectionEnd]).toEqual(['Gurpreet Singh', 0, 14]);
  });

  it('keeps the caret where it was in the middle of the name', async () => {
    const field = await redraw();
    field.focus();
    field.value = 'Aman Verma';
    field.dispatchEvent(new Event('input'));
    field.setSelectionRange(4, 4);

    const after = await redraw();
    expect([after.selectionStart, after.selectionEnd]).toEqual([4, 4]);
  });
});

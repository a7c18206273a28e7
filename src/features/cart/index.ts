export { cartAtom, cartCountAtom, cartRevisionAtom, orderAheadAtom, orderTypeAtom, effectiveOrderTypeAtom } from './cartAtoms';
export type { Cart, CartItem } from './cartAtoms';
export { CartBadge } from './CartBadge';
export { addItem, raiseOne, removeOne, quantityOf, linesOf, cartSubtotal, belongsTo, toCartItem } from './cartOps';
export { keyOf, bindToOrder, removeOrderedLines } from './orderedLines';
export type { CartOwner } from './cartOps';
export { pendingReplacementAtom } from './pendingReplacement';
export { ClearCartConfirmation } from './ClearCartConfirmation';
export { QuantityStepper } from './QuantityStepper';

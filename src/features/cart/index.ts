export { cartAtom, cartCountAtom, cartRevisionAtom, orderAheadAtom, orderTypeAtom, effectiveOrderTypeAtom } from './cartAtoms';
export type { Cart, CartItem } from './cartAtoms';
export { CartBadge } from './CartBadge';
export { addItem, raiseOne, removeOne, quantityOf, cartSubtotal, belongsTo, toCartItem, bindToOrder, removeOrderedLines } from './cartOps';
export type { CartOwner } from './cartOps';
export { useCartActions, pendingReplacementAtom } from './useAddToCart';
export { ClearCartConfirmation } from './ClearCartConfirmation';
export { QuantityStepper } from './QuantityStepper';

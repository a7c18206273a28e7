export { selectedAddressAtom, positionAtom, locationProblemAtom } from './locationAtoms';
export type { Address, Position } from './locationAtoms';
export { locate, fallbackPosition } from './locate';

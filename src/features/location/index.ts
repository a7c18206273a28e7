export { selectedAddressAtom, positionAtom, locationProblemAtom, placePickerOpenAtom, locationNoticeDismissedAtom } from './locationAtoms';
export type { Address, Position } from './locationAtoms';
export { addressPosition, devicePlace, locate, fallbackPosition } from './locate';
export { devicePosition, disabledLocationHelp, enableLocationHelp, locationProblemText, LocationError } from './devicePosition';
export type { LocationProblem } from './devicePosition';
export { addressTypeLabel, placeArea, placeLabel } from './placeLabel';
export { LocationNotice } from './LocationNotice';

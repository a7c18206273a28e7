export { selectedAddressAtom, positionAtom, locationProblemAtom, placePickerOpenAtom, locationNoticeDismissedAtom } from './locationAtoms';
export type { Address, Position } from './locationAtoms';
export { addressPosition, locate, fallbackPosition } from './locate';
export { devicePosition, ENABLE_LOCATION_HELP, LocationError } from './devicePosition';
export { LocationNotice } from './LocationNotice';

export { selectedAddressAtom, searchedPlaceAtom, placeAtom, locatedAtom, locationProblemAtom, placePickerOpenAtom, locationNoticeDismissedAtom, addressPlace } from './locationAtoms';
export type { Address, Place } from './locationAtoms';
export { devicePlace, defaultPlace, followPlace, locate } from './locate';
export { devicePosition, disabledLocationHelp, enableLocationHelp, locationProblemText, LocationError } from './devicePosition';
export type { LocationProblem } from './locationAtoms';
export { addressTypeLabel, placeArea, placeLabel, placeParts } from './placeLabel';

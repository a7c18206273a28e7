import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { MSG } from '../../config/messages';
import { ENABLE_LOCATION_HELP } from './devicePosition';
import { locationNoticeDismissedAtom, locationProblemAtom, placePickerOpenAtom, positionAtom } from './locationAtoms';
import './location.css';

/**
 * SPEC 8's location messages, where the customer sees them: why the device gave no position, how to allow it
 * when it was refused, and which place the outlets are measured from instead (with a way to choose another).
 */
export function LocationNotice() {
  const problem = useAtomValue(locationProblemAtom);
  const position = useAtomValue(positionAtom);
  const [dismissed, setDismissed] = useAtom(locationNoticeDismissedAtom);
  const openPicker = useSetAtom(placePickerOpenAtom);
  if (!problem || dismissed || position?.source === 'device') return null;
  return (
    <div className="notice location-notice" role="status" data-testid="location-notice">
      <p className="notice__title">{problem}</p>
      {problem === MSG.locationDisabled && <p className="location-notice__help">{ENABLE_LOCATION_HELP}</p>}
      <p className="location-notice__help">
        {position ? `Showing outlets near ${position.label}.` : 'Showing outlets near the default place.'}{' '}
        <button type="button" className="link-button" onClick={() => openPicker(true)}>
          Choose a place
        </button>
      </p>
      <button type="button" className="icon-button location-notice__close" aria-label="Dismiss location message" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}

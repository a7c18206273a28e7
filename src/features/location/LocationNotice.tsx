import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { t } from '../../i18n';
import { enableLocationHelp, locationProblemText } from './devicePosition';
import { locationNoticeDismissedAtom, locationProblemAtom, placeAtom, placePickerOpenAtom } from './locationAtoms';
import { h } from './helpMessages';
import { placeLabel } from './placeLabel';
import './location.css';

/**
 * SPEC 8's location messages, where the customer sees them: why the device gave no position, how to allow it
 * when it was refused, and which place the outlets are measured from instead (with a way to choose another).
 */
export default function LocationNotice() {
  const problem = useAtomValue(locationProblemAtom);
  const place = useAtomValue(placeAtom);
  const [dismissed, setDismissed] = useAtom(locationNoticeDismissedAtom);
  const openPicker = useSetAtom(placePickerOpenAtom);
  // Only while SPEC 4's default stands in for the device: a place the diner chose needs no excuse.
  if (!problem || dismissed || (place && place.source !== 'default')) return null;
  return (
    <div className="notice location-notice" role="status" data-testid="location-notice">
      <p className="notice__title">{locationProblemText(problem)}</p>
      {problem === 'disabled' && <p className="location-notice__help">{enableLocationHelp()}</p>}
      <p className="location-notice__help">
        {place ? t(h.showingNear, { place: placeLabel(place) }) : t(h.showingNearDefault)}{' '}
        <button type="button" className="link-button" onClick={() => openPicker(true)}>
          {t(h.choosePlace)}
        </button>
      </p>
      <button type="button" className="icon-button location-notice__close" aria-label={t(h.dismiss)} onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}

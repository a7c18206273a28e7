import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { t } from '../../i18n';
import { enableLocationHelp, locationProblemText } from './devicePosition';
import { locationNoticeDismissedAtom, locationProblemAtom, placePickerOpenAtom, positionAtom } from './locationAtoms';
import { m } from './messages';
import { placeLabel } from './placeLabel';
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
      <p className="notice__title">{locationProblemText(problem)}</p>
      {problem === 'disabled' && <p className="location-notice__help">{enableLocationHelp()}</p>}
      <p className="location-notice__help">
        {position ? t(m.showingNear, { place: placeLabel(position) }) : t(m.showingNearDefault)}{' '}
        <button type="button" className="link-button" onClick={() => openPicker(true)}>
          {t(m.choosePlace)}
        </button>
      </p>
      <button type="button" className="icon-button location-notice__close" aria-label={t(m.dismiss)} onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}

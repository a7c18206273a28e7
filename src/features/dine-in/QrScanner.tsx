import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { m } from './scannerMessages';
import { tableCodeFrom } from './tableCode';
import { useQrCamera } from './useQrCamera';

/** The camera, looking for the table's QR code; also takes the code typed by hand. */
export default function QrScanner({ open, onClose }: { open: boolean; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();

  const go = (scanned: string) => {
    const table = tableCodeFrom(scanned);
    if (!table) {
      setProblem(t(m.notTableCode));
      return false;
    }
    // The code alone does not open a table (issue 34): its secret is printed with it.
    if (!table.key) {
      setProblem(t(m.typeSecretToo));
      return false;
    }
    onClose();
    // The secret goes in the fragment, as the QR code's own link carries it; opening the table takes it out.
    void navigate({ to: '/', search: { table: table.code }, hash: `k=${table.key}` });
    return true;
  };

  useQrCamera(open, videoRef, canvasRef, go, setProblem);

  return (
    <Dialog open={open} title={t(m.scanTitle)} onClose={onClose}>
      <video ref={videoRef} className="scanner__video" muted playsInline aria-label={t(m.cameraPreview)} />
      <canvas ref={canvasRef} hidden />
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          go(typed);
        }}
      >
        <label className="form__label" htmlFor="table-code">
          {t(m.typeCode)}
        </label>
        <input id="table-code" className="input" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t(m.codePlaceholder)} />
        <button type="submit" className="button button--block">
          {t(m.openTable)}
        </button>
      </form>
    </Dialog>
  );
}

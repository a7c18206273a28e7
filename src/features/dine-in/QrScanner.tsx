import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '../../ui/Dialog';
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
    const code = tableCodeFrom(scanned);
    if (!code) {
      setProblem('This is not a table QR code.');
      return false;
    }
    onClose();
    void navigate({ to: '/', search: { table: code } });
    return true;
  };

  useQrCamera(open, videoRef, canvasRef, go, setProblem);

  return (
    <Dialog open={open} title="Scan the table's QR code" onClose={onClose}>
      <video ref={videoRef} className="scanner__video" muted playsInline aria-label="Camera preview" />
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
          Or type the table code
        </label>
        <input id="table-code" className="input" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="GL-MOH8-T1" />
        <button type="submit" className="button button--block">
          Open table
        </button>
      </form>
    </Dialog>
  );
}

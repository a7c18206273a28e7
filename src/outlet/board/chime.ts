/**
 * A new order's chime: two short tones made by the Web Audio API (no sound file to fetch). Browsers let a page
 * play sound only after a tap, so the board unlocks it with the sign-in tap or the first tap after a reload.
 */
let context: AudioContext | null = null;

export function unlockChime(): void {
  context ??= new AudioContext();
  void context.resume();
}

export function chime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [[0, 880], [0.18, 1175]] as const) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    tone.connect(gain).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.18);
  }
}

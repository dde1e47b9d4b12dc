// The short sound of a new notification: a 180 ms two-tone chime made with Web Audio (no file to load).
// Browsers refuse sound before the user has interacted with the page; then it simply stays silent.
let context: AudioContext | null = null;

export function playChime(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const now = context.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + i * 0.09);
      gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.09 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.09 + 0.09);
      tone.connect(gain).connect(context.destination);
      tone.start(now + i * 0.09);
      tone.stop(now + i * 0.09 + 0.1);
    }
  } catch {
    // No audio in this browser: the badge still counts.
  }
}

const MUTE_KEY = 'notifications.muted';
export const isMuted = () => localStorage.getItem(MUTE_KEY) === 'true';
export const setMuted = (muted: boolean) => localStorage.setItem(MUTE_KEY, String(muted));

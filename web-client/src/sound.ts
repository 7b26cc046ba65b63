// Sounds made in the browser with the Web Audio API (no sound file is shipped): a short knock for a
// move, a lower double knock for a capture, a rising pair for check, a chime for an offer or a
// request, a falling triad at the end. Off in the settings; the last one played is written on
// <body data-sound> so that a test (or a curious person) can see it.
import { prefs } from "./prefs";

export type Sound = "move" | "capture" | "check" | "offer" | "end";

const TONES: Record<Sound, Array<[hz: number, startS: number, lengthS: number]>> = {
  move: [[520, 0, 0.07]],
  capture: [[330, 0, 0.06], [250, 0.07, 0.09]],
  check: [[660, 0, 0.08], [880, 0.09, 0.12]],
  offer: [[784, 0, 0.12], [1046, 0.13, 0.18]],
  end: [[784, 0, 0.14], [659, 0.15, 0.14], [523, 0.3, 0.3]],
};

let context: AudioContext | null = null;
let played = 0;

export function playSound(sound: Sound): void {
  if (!prefs().sound) {
    return;
  }
  played++;
  document.body.dataset.sound = `${sound} ${played}`;
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") {
      void context.resume();
    }
    const now = context.currentTime;
    for (const [hz, start, length] of TONES[sound]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "triangle";
      oscillator.frequency.value = hz;
      // A quick attack and an exponential fall, so it knocks rather than beeps.
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.25, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // No audio device (or a browser without Web Audio): the game goes on silently.
  }
}

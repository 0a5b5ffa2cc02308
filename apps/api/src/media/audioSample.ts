// A short audio sample as a real WAV file (storefront §3.4 "audio samples"): 16-bit mono PCM, a gentle
// three-note chime computed in code. The notes come from the product id, so each book sounds its own and
// the same product always gives the same bytes.
import { createHash } from 'node:crypto';
import { AUDIO_SAMPLE_SECONDS } from './mediaPaths';

export const SAMPLE_RATE = 22_050;
const BITS_PER_SAMPLE = 16;
const CHANNELS = 1;
const HEADER_BYTES = 44;
/** A major pentatonic scale from A4 (Hz): any three of its notes sound pleasant together. */
const PENTATONIC = [440, 493.88, 554.37, 659.25, 739.99, 880] as const;
const NOTES = 3;
const PEAK = 0.4;
/** Attack and release of each note, in seconds (no clicks at the note edges). */
const ATTACK = 0.02;
const RELEASE = 0.25;

function notesFor(seed: string): number[] {
  const hash = createHash('sha256').update(seed).digest();
  return Array.from(
    { length: NOTES },
    (_, index) => PENTATONIC[(hash[index] ?? 0) % PENTATONIC.length] ?? 440,
  );
}

/** The chime's sample values in -1..1. */
function chime(seed: string, seconds: number): Float64Array {
  const total = Math.round(seconds * SAMPLE_RATE);
  const samples = new Float64Array(total);
  const notes = notesFor(seed);
  const noteLength = Math.floor(total / notes.length);
  notes.forEach((frequency, note) => {
    const start = note * noteLength;
    for (let offset = 0; offset < noteLength; offset += 1) {
      const t = offset / SAMPLE_RATE;
      const remaining = (noteLength - offset) / SAMPLE_RATE;
      const envelope = Math.min(1, t / ATTACK, remaining / RELEASE) * Math.exp(-1.5 * t);
      // The fundamental with a soft octave overtone.
      const wave = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
      samples[start + offset] = (PEAK * envelope * wave) / 1.3;
    }
  });
  return samples;
}

/** A RIFF/WAVE file with one PCM 'fmt ' chunk and the 'data' chunk. */
export function renderAudioSampleWav(seed: string, seconds = AUDIO_SAMPLE_SECONDS): Buffer {
  const samples = chime(seed, seconds);
  const blockAlign = (CHANNELS * BITS_PER_SAMPLE) / 8;
  const dataBytes = samples.length * blockAlign;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(CHANNELS, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * blockAlign, 28);
  wav.writeUInt16LE(blockAlign, 32);
  wav.writeUInt16LE(BITS_PER_SAMPLE, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((value, index) => {
    const clamped = Math.max(-1, Math.min(1, value));
    wav.writeInt16LE(Math.round(clamped * 32_767), HEADER_BYTES + index * blockAlign);
  });
  return wav;
}

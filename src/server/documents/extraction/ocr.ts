// Optical character recognition for images and scanned pages, inside an extraction worker.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createWorker, OEM, type Worker } from 'tesseract.js';

// The English model ships as a package and is read from disk: nothing is downloaded.
export const ENGLISH_MODEL_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')),
  '4.0.0_best_int',
);

export interface RecognisedText {
  text: string;
  /** 0–100, as tesseract reports it. */
  confidence: number;
}

// One tesseract worker per extraction thread, made on first use and kept for the next file.
let tesseract: Promise<Worker> | undefined;

function englishReader(): Promise<Worker> {
  tesseract ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    // Read the model where it is and write no cached copy anywhere.
    cacheMethod: 'none',
    // A failed job rejects its promise; without a handler tesseract also throws the error
    // uncaught, which would take the whole thread down over one unreadable image.
    errorHandler: () => {},
  }).catch((error: unknown) => {
    tesseract = undefined;
    throw error;
  });
  return tesseract;
}

/** Reads the text of a PNG or JPEG image. Throws when the image cannot be decoded. */
export async function recogniseText(image: Uint8Array): Promise<RecognisedText> {
  const reader = await englishReader();
  const { data } = await reader.recognize(Buffer.from(image));
  return { text: data.text, confidence: Math.round(data.confidence) };
}

/** Re-encodes an image tesseract may not decode (GIF, WebP, BMP) as PNG. */
export async function toPng(image: Uint8Array): Promise<Uint8Array> {
  const decoded = await loadImage(Buffer.from(image));
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  // Transparent pixels would read as black: paper is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, decoded.width, decoded.height);
  context.drawImage(decoded, 0, 0);
  return canvas.toBuffer('image/png');
}

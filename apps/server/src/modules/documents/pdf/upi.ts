import QRCode from 'qrcode';
import { COLOR, type PdfWriter } from './writer.js';

export interface UpiPayment {
  /** The payee's UPI ID (virtual payment address): name@bank. */
  upiId: string;
  /** Shown by the payer's app: the trade name, else the legal name. */
  payeeName: string;
  /** Exactly what to pay, in paise. */
  amountPaise: number;
  /** The transaction note: the proforma's number, so the credit can be matched. */
  note: string;
}

/** Percent-encoding that keeps what UPI apps print as is in an ID or a document number (@ / -). */
const encode = (text: string) => encodeURIComponent(text).replace(/%40/g, '@').replace(/%2F/g, '/');

/** Paise as rupees with exactly two decimals: 123456 -> "1234.56" (no float arithmetic). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`A UPI amount must be whole paise, got ${paise}.`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The UPI deep link a QR code carries (NPCI's linking specification): payee, name, the exact amount in
 * rupees with two decimals, currency INR and the note. Any UPI app opens it with the amount filled in.
 */
export function upiPayLink({ upiId, payeeName, amountPaise, note }: UpiPayment): string {
  return `upi://pay?pa=${encode(upiId.trim())}&pn=${encode(payeeName)}&am=${upiAmount(amountPaise)}&cu=INR&tn=${encode(note)}`;
}

/** Error correction (a long text fits only at 'L') and whether the square is also a link. */
export interface QrOptions {
  level?: 'L' | 'M';
  link?: boolean;
}

/**
 * `link` as a QR code `size` points square at (x, y): vector squares (sharp at any zoom and in print, no image
 * to embed), medium error correction, the four-module quiet zone inside `size`. The square is also a link
 * (a click on a desktop opens the UPI app, where one is registered).
 */
export function drawQrCode(writer: PdfWriter, link: string, x: number, y: number, size: number, options: QrOptions = {}) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: options.level ?? 'M' });
  const quiet = 4;
  const step = size / (modules.size + 2 * quiet);
  const { doc } = writer;
  doc.save();
  // One rectangle per run of dark modules in a row: no hairline seams between neighbours in a viewer.
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      let end = column;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end += 1;
      doc.rect(x + (quiet + column) * step, y + (quiet + row) * step, (end - column + 1) * step, step);
      column = end;
    }
  }
  doc.fill(COLOR.ink).restore();
  if (options.link ?? true) doc.link(x, y, size, size, link);
}

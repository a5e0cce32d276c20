import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** A4 in points, with half-inch margins and a band at the foot for the page number. */
export const PAGE = { width: 595.28, height: 841.89, margin: 36, footer: 22 } as const;
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Nothing but the footer goes below this. */
export const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer;

export const FONT = { regular: 'Roboto', bold: 'Roboto-Bold' } as const;
export const COLOR = { ink: '#1a1a1a', muted: '#5c5c5c', rule: '#c8c8c8', shade: '#eef1f4', accent: '#1f3a5f' } as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export const STYLE = {
  body: { size: 8.5 },
  bodyBold: { size: 8.5, bold: true },
  muted: { size: 7.5, color: COLOR.muted },
  cell: { size: 8 },
  cellBold: { size: 8, bold: true },
  head: { size: 7.5, bold: true, color: COLOR.accent },
  heading: { size: 9.5, bold: true, color: COLOR.accent },
} satisfies Record<string, TextStyle>;

export type Align = 'left' | 'right' | 'center';

/** Space from one line's top to the next line's top. */
export const lineHeight = (style: TextStyle) => Math.ceil(style.size * 1.3 * 4) / 4;

/**
 * Draws text at exact positions and keeps the cursor `y`. Text is wrapped here (not by pdfkit), so every
 * block knows its height before it is drawn and can move to the next page whole; pdfkit never adds a page by
 * itself. Hooks registered with `onPageStart` draw what every following page repeats (the table header).
 */
export class PdfWriter {
  y: number = PAGE.margin;
  private readonly pageStartHooks: (() => void)[] = [];

  constructor(readonly doc: Doc) {}

  use(style: TextStyle) {
    this.doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(style.size)
      .fillColor(style.color ?? COLOR.ink);
  }

  /** A text's width at `style`, measured without touching the page's fill colour (so no bytes are written). */
  measure(text: string, style: TextStyle) {
    return this.doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(style.size)
      .widthOfString(text);
  }

  widthOf(text: string, style: TextStyle) {
    this.use(style);
    return this.doc.widthOfString(text);
  }

  /** Text as lines no wider than `width`: at spaces, and inside a word only when the word alone is wider. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    this.use(style);
    const measure = (s: string) => this.doc.widthOfString(s);
    const space = measure(' ');
    const lines: string[] = [];
    for (const paragraph of text.replace(/\t/g, ' ').split(/\r\n|\r|\n/)) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ').filter(Boolean)) {
        const wordWidth = measure(word);
        if (line && lineWidth + space + wordWidth <= width) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        [line, lineWidth] = [word, wordWidth];
        while (lineWidth > width) {
          const [head, rest] = this.cutToWidth(line, width);
          lines.push(head);
          [line, lineWidth] = [rest, measure(rest)];
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The longest start of `word` (one character at least) that fits `width`, and the rest. */
  private cutToWidth(word: string, width: number): [string, string] {
    const chars = [...word];
    let used = 0;
    let count = 0;
    while (count < chars.length) {
      const next = this.doc.widthOfString(chars[count]!);
      if (count > 0 && used + next > width) break;
      used += next;
      count += 1;
    }
    return [chars.slice(0, count).join(''), chars.slice(count).join('')];
  }

  /** One line of text in a box from `x`, `width` wide (for right and center alignment), its top at `y`. */
  text(text: string, x: number, y: number, style: TextStyle, align: Align = 'left', width = 0) {
    if (!text) return;
    this.use(style);
    let left = x;
    if (align !== 'left') {
      const textWidth = this.doc.widthOfString(text);
      left = align === 'right' ? x + width - textWidth : x + (width - textWidth) / 2;
    }
    this.doc.text(text, left, y, { lineBreak: false });
  }

  /**
   * One line of figures in a cell: at `style`, or smaller when it does not fit (a ₹10-crore rate in a
   * narrow column), never cut or wrapped.
   */
  fittedText(text: string, x: number, y: number, width: number, style: TextStyle, align: Align) {
    const natural = this.widthOf(text, style);
    const size = natural <= width ? style.size : Math.max(4, Math.floor(((style.size * width) / natural) * 10) / 10);
    this.text(text, x, y + (style.size - size) / 2, { ...style, size }, align, width);
  }

  line(x1: number, x2: number, y: number, color: string = COLOR.rule, width = 0.5) {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  shade(x: number, y: number, width: number, height: number, color: string = COLOR.shade) {
    this.doc.save().rect(x, y, width, height).fill(color).restore();
  }

  /** Points left above the footer on this page. */
  room() {
    return BOTTOM - this.y;
  }

  /** y right after a new page's repeated start: a block that does not fit there will not fit on any page. */
  private freshPageY = -1;

  /** Moves to a new page when fewer than `height` points are left; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.newPage();
    return true;
  }

  /**
   * Keeps a block of `height` points on one page: moves it to the next page when it does not fit here,
   * unless this page is already a fresh one (a taller block then flows on, line by line).
   */
  keepTogether(height: number) {
    if (this.y + height > BOTTOM && this.y !== this.freshPageY) this.newPage();
  }

  /** The index of the page being drawn (the last one: drawing goes on page after page). */
  pageIndex(): number {
    const { start, count } = this.doc.bufferedPageRange();
    return start + count - 1;
  }

  /** Runs `draw` on an earlier page `index`, then comes back to the last page. */
  onPage(index: number, draw: () => void) {
    const last = this.pageIndex();
    if (index !== last) this.doc.switchToPage(index);
    try {
      draw();
    } finally {
      if (index !== last) this.doc.switchToPage(last);
    }
  }

  newPage() {
    this.doc.addPage();
    this.y = PAGE.margin;
    for (const hook of this.pageStartHooks) hook();
    this.freshPageY = this.y;
  }

  /** A new page without the repeated start: the first page of another copy of the document. */
  startPage() {
    this.doc.addPage();
    this.y = PAGE.margin;
    this.freshPageY = this.y;
  }

  /** Runs `draw` with `hook` repeated at the top of every page it starts. */
  withPageStart(hook: () => void, draw: () => void) {
    this.pageStartHooks.push(hook);
    try {
      draw();
    } finally {
      this.pageStartHooks.pop();
    }
  }

  /** Every page after the first starts with `hook` (the continuation header). */
  setDocumentPageStart(hook: () => void) {
    this.pageStartHooks.unshift(hook);
  }

  /** Wrapped text from the cursor down, moving to the next page line by line when the page is full. */
  paragraph(text: string, style: TextStyle, x: number = LEFT, width: number = CONTENT_WIDTH) {
    const height = lineHeight(style);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(height);
      this.text(line, x, this.y, style);
      this.y += height;
    }
  }
}

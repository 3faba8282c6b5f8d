/**
 * A tiny PDF 1.4 writer: one A4 page of text lines set in the standard Helvetica fonts, enough for
 * the placeholder files of demo documents. The standard fonts have no glyphs for most Vietnamese
 * letters (ạ, ơ, ư, đ ...) and embedding a font is out of scope here, so text is transliterated to
 * ASCII first ("Tài liệu minh họa" -> "Tai lieu minh hoa").
 */

export interface PdfLine {
  text: string;
  /** Font size in points. */
  size: number;
  bold?: boolean;
  /** Extra space above the line, points. */
  gapBefore?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
/** Helvetica's average glyph width is a little over half the font size. */
const AVERAGE_GLYPH_WIDTH = 0.55;

/** Vietnamese (or any) text as printable ASCII: diacritics dropped, đ/Đ -> d/D, anything else -> '?'. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?');
}

function escapeString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Splits text into lines of at most `width` characters, at spaces when it can. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    for (let rest = word; rest.length > 0; rest = rest.slice(width)) {
      const piece = rest.slice(0, width);
      if (current.length === 0) current = piece;
      else if (current.length + 1 + piece.length <= width) current = `${current} ${piece}`;
      else {
        lines.push(current);
        current = piece;
      }
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

function contentStream(lines: readonly PdfLine[]): string {
  const ops: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const width = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (line.size * AVERAGE_GLYPH_WIDTH));
    y -= line.gapBefore ?? 0;
    for (const piece of wrapText(toAscii(line.text), width)) {
      y -= line.size * 1.4;
      ops.push(`/${line.bold ? 'F2' : 'F1'} ${String(line.size)} Tf`);
      ops.push(`1 0 0 1 ${String(MARGIN)} ${y.toFixed(1)} Tm`);
      ops.push(`(${escapeString(piece)}) Tj`);
    }
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The bytes of a one-page PDF with these lines; `title` goes to the document information. */
export function buildPdf(lines: readonly PdfLine[], title: string): Buffer {
  const content = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${String(PAGE_WIDTH)} ${String(PAGE_HEIGHT)}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeString(toAscii(title))}) /Producer (VnFin) >>`,
  ];
  // Everything is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R /Info 7 0 R >>\n`;
  out += `startxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

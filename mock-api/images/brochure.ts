/**
 * Model brochures on the static host (`/static/brochures/{series}.pdf`): a one-page PDF written by hand
 * (catalog, page, Helvetica, one content stream, cross-reference table), enough for a browser to save
 * and open a real file. Latin text only: the standard PDF fonts have no Chinese glyphs.
 */
import type { Request, Response } from 'express';
import { SERIES, type SeriesData } from '../data/series.ts';

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function brochurePdf(series: SeriesData): Buffer {
  const prices = series.grades.map((g) => g.price);
  const lines = [
    { size: 28, text: `AURELION ${series.name}` },
    { size: 14, text: 'Model brochure' },
    { size: 11, text: `Length x width x height: ${series.length} x ${series.width} x ${series.height} mm` },
    { size: 11, text: `Wheelbase: ${series.wheelbase} mm, seats: ${series.seats}` },
    {
      size: 11,
      text: `${series.grades.length} grades, MSRP CNY ${Math.min(...prices).toLocaleString('en-US')} to ${Math.max(...prices).toLocaleString('en-US')}`,
    },
    { size: 9, text: 'Specifications are for reference; see your authorised AURELION dealer.' },
  ];
  let y = 760;
  const content = lines
    .map(({ size, text }) => {
      const op = `BT /F1 ${size} Tf 56 ${y} Td (${escapePdf(text)}) Tj ET`;
      y -= size + 18;
      return op;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function sendBrochure(req: Request, res: Response): void {
  const match = /^([a-z]{2})\.pdf$/.exec(String(req.params.file));
  const series = match ? SERIES.find((s) => s.code === match[1]) : undefined;
  if (!series) {
    res.status(404).set('Cache-Control', 'no-store').json({ error: 'NoSuchKey', message: 'brochure not found' });
    return;
  }
  res
    .status(200)
    .type('application/pdf')
    .set({
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': `attachment; filename="aurelion-${series.code}-brochure.pdf"`,
    })
    .send(brochurePdf(series));
}

/** Model brochures on the mock's static host, and through the site's /static proxy. */
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { useStack } from '../support/stack.ts';

const site = useStack();

function getPdf(url: string) {
  return superagent
    .get(url)
    .ok(() => true)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

describe('brochures', () => {
  it.each(['es', 'ux', 'nx', 'lc', 'lm', 'gx'])('%s is a one-page PDF served as an attachment', async (code) => {
    const res = await getPdf(`${site.url}/static/brochures/${code}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="aurelion-${code}-brochure.pdf"`);
    const pdf = (res.body as Buffer).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(AURELION ${code.toUpperCase()})`);
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('an unknown brochure is a 404', async () => {
    expect((await getPdf(`${site.mock.url}/static/brochures/zz.pdf`)).status).toBe(404);
    expect((await getPdf(`${site.mock.url}/static/brochures/es.exe`)).status).toBe(404);
  });
});

import { samplePdf, SAMPLE_DXF, buildQuote, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const save = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload });
const pdf = toDataUrl('application/pdf', samplePdf(2));
const dxf = toDataUrl('image/vnd.dxf', SAMPLE_DXF);
const step = toDataUrl('model/step', 'ISO-10303-21;\nHEADER;\nENDSEC;\nEND-ISO-10303-21;\n');
/** A data URL of `bytes` decoded bytes whose content passes the PDF check. */
const pdfOfSize = (bytes: number) => toDataUrl('application/pdf', `%PDF-1.4\n${'x'.repeat(bytes - 9)}`);

describe('several drawings per quote', () => {
  it('stores MediaFile* first and every Attachments file after it; list and detail carry each', async () => {
    const res = await save(
      buildQuote({
        MediaFileName: 'drawing.pdf',
        MediaFileBody: pdf,
        Attachments: [
          { Name: 'flange.dxf', Body: dxf },
          { Name: 'shaft.step', Body: step },
          { Name: 'photo.png', Body: TINY_PNG_DATA_URL },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created.MediaFileName).toBe('drawing.pdf');
    expect(created.Attachment).toMatchObject({ name: 'drawing.pdf', type: 'application/pdf' });
    expect(created.Attachments.map((a: { name: string }) => a.name)).toEqual(['drawing.pdf', 'flange.dxf', 'shaft.step', 'photo.png']);
    expect(created.Attachments[1]).toMatchObject({ type: 'image/vnd.dxf', size: SAMPLE_DXF.length, removedAt: null });

    const listRes = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} });
    const listed = listRes.json().data.find((r: { _id: string }) => r._id === created._id);
    expect(listed.Attachments).toHaveLength(4);
    for (const [index, file] of listed.Attachments.entries()) {
      const download = await ctx.app.inject({ method: 'GET', url: file.url, headers: ctx.auth(token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(created.Attachments[index].size);
    }
  });

  it('accepts drawings sent only as Attachments (MediaFileName is then the first one)', async () => {
    const res = await save(
      buildQuote({
        Attachments: [
          { Name: 'flange.dxf', Body: dxf },
          { Name: 'drawing.pdf', Body: pdf },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ MediaFileName: 'flange.dxf', Attachment: { name: 'flange.dxf' } });
  });

  it.each([
    [
      'a bad extension',
      { Name: 'virus.exe', Body: pdf },
      'Attachments.1.Name',
      'Drawing 3 ("virus.exe"): Drawings must be one of: .pdf, .dxf, .step, .stp, .dwg, .jpg, .jpeg, .png.',
    ],
    [
      'contents not matching',
      { Name: 'fake.pdf', Body: TINY_PNG_DATA_URL },
      'Attachments.1.Body',
      `Drawing 3 ("fake.pdf"): The file's contents do not match its .pdf extension.`,
    ],
    [
      'no data URL',
      { Name: 'x.pdf', Body: 'https://example.com/x.pdf' },
      'Attachments.1.Body',
      'The drawing must be a data URL (data:...;base64,...).',
    ],
  ])('one bad file among good ones (%s): 400 naming that file, nothing stored', async (_label, bad, field, message) => {
    const before = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} })).json().data.length;
    const res = await save(buildQuote({ MediaFileName: 'drawing.pdf', MediaFileBody: pdf, Attachments: [{ Name: 'flange.dxf', Body: dxf }, bad] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[field] ?? res.json().message).toBe(message);
    const after = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} })).json().data.length;
    expect(after).toBe(before);
  });

  it('refuses a sixth drawing', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ Name: `d${i}.dxf`, Body: dxf }));
    const res = await save(buildQuote({ MediaFileName: 'drawing.pdf', MediaFileBody: pdf, Attachments: five }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'At most 5 drawings per quote.' });
    expect((await save(buildQuote({ Attachments: [...five, five[0]!] }))).statusCode).toBe(400);
  });

  it('refuses one file over 5 MB by name, and files over 20 MB together', async () => {
    const tooBig = await save(
      buildQuote({
        Attachments: [
          { Name: 'small.pdf', Body: pdf },
          { Name: 'huge.pdf', Body: pdfOfSize(5 * 1024 * 1024 + 1) },
        ],
      }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Drawing 2 ("huge.pdf"): File is too large. Maximum size is 5MB.');

    const fourAndAHalf = pdfOfSize(4.5 * 1024 * 1024);
    const five = Array.from({ length: 5 }, (_, i) => ({ Name: `big${i}.pdf`, Body: fourAndAHalf }));
    const total = await save(buildQuote({ Attachments: five }));
    expect(total.statusCode).toBe(413);
    expect(total.json().message).toBe('The drawings are too large together. Maximum total size is 20MB.');
  }, 120_000);
});

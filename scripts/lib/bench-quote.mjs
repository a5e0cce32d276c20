/** A PDF drawing of about `bytes` bytes for the benchmark quotes. */
export const benchPdf = (bytes) => Buffer.from(`%PDF-1.4\n${'0'.repeat(bytes)}\n%%EOF\n`);

/** The quote request the benchmark scripts send: buyer `i`, with `pdf` attached as `fileName`. */
export const benchQuote = (i, { message, fileName, pdf }) => ({
  Title: `Bench Buyer ${i}`,
  Description: `Company: Bench Works ${i}\nProduct of Interest: Shafts`,
  Email: `bench${i}@example.com`,
  Message: message,
  Types: 'Quote',
  MediaFileName: fileName,
  MediaFileBody: `data:application/pdf;base64,${pdf.toString('base64')}`,
});

/**
 * The soak's requests: what a prober or a careless client sends, weighted. Each generator returns
 * { label, method, path, body?, contentType?, auth?, abortAfter? } (body a string or Buffer; abortAfter:
 * the client hangs up after that many body bytes).
 */
const API = '/api/v1';

/** Small, fast, seeded random numbers (mulberry32), so two runs send the same requests. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_VALUES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  'line\r\nBcc: victim@example.com',
  '\u202eevil\u202c',
  '\ud800',
  'x'.repeat(100_000),
  '😀'.repeat(2000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  `${'a'.repeat(300)}@example.com`,
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { $gt: '' },
];

const PUBLIC_GETS = ['/', '/products', '/about', '/industries', '/quality', '/contact', '/privacy-policy', '/terms-of-service'];
const ODD_GETS = [
  '/products?category=%00',
  '/nowhere',
  '/rfq/Q-2026-00001?key=wrong',
  '/rfq/%E0%A4%A',
  `/products?q=${'a'.repeat(4000)}`,
  `${API}/media/00000000-0000-0000-0000-000000000000`,
  `${API}/media/not-an-id/400.avif`,
  `${API}/quote/attachment/x`,
  '/assets/../../package.json',
];
const POST_TARGETS = ['/quote/save', '/inquery/save', '/auth/login', '/product/save', '/quote/list', '/auth/forgot-password', '/team/invite'];
const MALFORMED = [
  '{"Title": "a", ',
  '{"Title": "a"}}',
  '[[[[[[[[[[',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__": {"polluted": true}, "Title": "x"}',
  '{"constructor": {"prototype": {"x": 1}}}',
  'null',
  '"just a string"',
  '\u0000\u0001\u0002',
  Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
];

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

const quote = (rnd, i, drawing) => ({
  Title: `Soak Buyer ${i}`,
  Description: 'Company: Soak Works\nProduct of Interest: Shafts',
  Email: `soak${i % 500}@example.com`,
  ContactNo: '+91 98765 43210',
  Message: 'Please quote 500 pieces.',
  Types: 'Quote',
  ...(drawing ? { MediaFileName: drawing.name, MediaFileBody: drawing.url } : {}),
});

const product = (i, image, id) => ({
  ...(id ? { _id: id } : {}),
  ProductTitle: `Soak shaft ${i}`,
  ProductStn: `STN-${i}`,
  ProductDescription: 'Ground shaft, EN8, h6.',
  ProductImagesType: 'UploadImage',
  ProductImages: image.url,
  ProductMediaFileName: image.name,
  Category: '',
  Tags: ['New'],
});

function fuzzed(rnd, body) {
  const keys = Object.keys(body);
  const copy = { ...body };
  for (let n = 1 + Math.floor(rnd() * 2); n > 0; n--) copy[pick(rnd, keys)] = pick(rnd, HOSTILE_VALUES);
  if (rnd() < 0.2) copy[`x${Math.floor(rnd() * 1e6)}`] = pick(rnd, HOSTILE_VALUES);
  return copy;
}

const json = (label, path, body, auth = false) => ({ label, method: 'POST', path: API + path, body: JSON.stringify(body), auth });

/** [weight, generator(ctx, i)]; ctx: { rnd, fixtures, catalogue: [{ id, image }] (the soak's products, image = its media URL) }. */
const KINDS = [
  [18, ({ rnd }) => ({ label: 'public page', method: 'GET', path: pick(rnd, PUBLIC_GETS) })],
  [4, () => ({ label: 'product list', method: 'GET', path: `${API}/product/list` })],
  [
    4,
    ({ rnd, catalogue }) => ({
      label: 'image copy',
      method: 'GET',
      path: `${pick(rnd, catalogue).image}/${pick(rnd, ['400.avif', '800.webp', '400.webp', '800.avif'])}`,
    }),
  ],
  [6, ({ rnd }) => ({ label: 'odd GET', method: 'GET', path: pick(rnd, ODD_GETS) })],
  [
    12,
    ({ rnd }) => ({ label: 'malformed JSON', method: 'POST', path: API + pick(rnd, POST_TARGETS), body: pick(rnd, MALFORMED), auth: rnd() < 0.5 }),
  ],
  [
    3,
    ({ rnd }) => ({
      label: 'wrong content type',
      method: 'POST',
      path: API + pick(rnd, POST_TARGETS),
      body: 'Title=x&Email=y',
      contentType: pick(rnd, ['text/plain', 'application/xml', 'multipart/form-data']),
    }),
  ],
  [
    3,
    ({ rnd }) => ({
      label: 'oversize body',
      method: 'POST',
      path: API + pick(rnd, ['/inquery/save', '/auth/login']),
      body: `{"Title":"${'x'.repeat(1_100_000 + Math.floor(rnd() * 100_000))}"}`,
    }),
  ],
  [
    0.4,
    () => ({
      label: 'oversize upload',
      method: 'POST',
      path: `${API}/product/save`,
      body: `{"ProductImages":"data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}"}`,
      auth: true,
    }),
  ],
  [
    2,
    ({ rnd }) => ({
      label: 'upload cut off',
      method: 'POST',
      path: `${API}/quote/save`,
      body: JSON.stringify(quote(rnd, 0, { name: 'big.pdf', url: `data:application/pdf;base64,${'JVBERi0'.repeat(200_000)}` })),
      abortAfter: 300_000,
    }),
  ],
  [12, ({ rnd }, i) => json('fuzzed quote', '/quote/save', fuzzed(rnd, quote(rnd, i)))],
  [5, ({ rnd }, i) => json('fuzzed inquiry', '/inquery/save', fuzzed(rnd, { ...quote(rnd, i), Types: 'Inquery' }))],
  [4, ({ rnd, fixtures }, i) => json('fuzzed product', '/product/save', fuzzed(rnd, product(i, pick(rnd, fixtures.badUploads))), true)],
  [3, ({ rnd }) => json('fuzzed list', '/quote/list', fuzzed(rnd, { page: 1, pageSize: 20, search: 'shaft', status: ['New'] }), true)],
  [
    3,
    ({ rnd }) =>
      json('bad sign-in', '/auth/login', fuzzed(rnd, { Email: `nobody${Math.floor(rnd() * 50)}@example.com`, Password: 'wrong-password' })),
  ],
  [2, ({ rnd }) => ({ ...json('no session', pick(rnd, ['/quote/list', '/product/save', '/team/list']), {}), badToken: true })],
  [
    5,
    ({ rnd, fixtures }, i) =>
      json(
        'bad upload',
        pick(rnd, ['/quote/save', '/product/save']),
        pick(rnd, [quote(rnd, i, pick(rnd, fixtures.badUploads)), product(i, pick(rnd, fixtures.badUploads))]),
        true,
      ),
  ],
  [4, ({ rnd, fixtures }, i) => json('quote with drawing', '/quote/save', quote(rnd, i, pick(rnd, fixtures.drawings)))],
  [
    4,
    ({ rnd, fixtures, catalogue }, i) => {
      const slot = Math.floor(rnd() * catalogue.length);
      return { ...json('product image save', '/product/save', product(i, pick(rnd, fixtures.images), catalogue[slot].id), true), slot };
    },
  ],
  [
    1,
    ({ rnd }) => ({ label: 'admin read', method: 'GET', path: `${API}${pick(rnd, ['/dashboard/summary', '/outbox/list', '/auth/me'])}`, auth: true }),
  ],
];

const total = KINDS.reduce((sum, [w]) => sum + w, 0);

/** The i-th hostile request. */
export function hostileRequest(ctx, i) {
  let r = ctx.rnd() * total;
  for (const [weight, make] of KINDS) {
    r -= weight;
    if (r < 0) return make(ctx, i);
  }
  return KINDS[0][1](ctx, i);
}

export const productBody = product;

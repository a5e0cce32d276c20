import { buildDescription, type RecordKind } from '@rp/contract';
import type { Db } from './client.js';
import { records } from './schema.js';

export type NewRecordRow = typeof records.$inferInsert;

const FIRST = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Vikram', 'Neha', 'Arjun', 'Pooja', 'Suresh', 'Divya'];
const LAST = ['Patel', 'Shah', 'Mehta', 'Desai', 'Joshi', 'Trivedi', 'Parmar', 'Rana', 'Bhatt', 'Vyas'];
const COMPANIES = ['Saurashtra Pumps', 'Gujarat Gears', 'Kathiawar Motors', 'Narmada Textiles', 'Deccan Tractors', 'Konkan Valves'];
const PRODUCTS = ['Shafts', 'Bushes', 'Spacers', 'Pins & Flanges', 'Machined Fasteners', 'Custom Assemblies'];

/**
 * A stored quote or inquiry as a public submission would leave it, numbered `n`: used by the API tests
 * and by the 100,000-record benchmark (one way to make leads for both).
 */
export function buildRecordRow(kind: RecordKind, n: number, overrides: Partial<NewRecordRow> = {}): NewRecordRow {
  const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
  const company = `${COMPANIES[n % COMPANIES.length]} ${n}`;
  const description =
    kind === 'quote'
      ? buildDescription({ Company: company, 'Product of Interest': PRODUCTS[n % PRODUCTS.length] })
      : buildDescription({ Position: 'Purchase Manager', City: 'Rajkot', State: 'Gujarat', Country: 'India' });
  return {
    kind,
    title: name,
    description,
    // As a submission stores it since issue 46: the Description's company line is also its own column.
    company: kind === 'quote' ? company : '',
    email: `${name.toLowerCase().replace(' ', '.')}.${n}@example.in`,
    contactNo: `+91 98${String(n).padStart(8, '0')}`,
    message: `Please quote 500 pieces of EN8 part number ${n}, turned and ground to drawing.`,
    status: 'New',
    reference: `${kind === 'quote' ? 'Q' : 'I'}-2000-${String(n).padStart(7, '0')}`,
    ...overrides,
  };
}

/** Inserts rows in batches (one statement per batch keeps 100,000 rows quick on PGlite too). */
export async function insertRecordRows(db: Db, rows: NewRecordRow[], batchSize = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) await db.insert(records).values(rows.slice(i, i + batchSize));
}

import { z } from 'zod';

/**
 * The GST state codes (the first two digits of a GSTIN, and a quotation's place of supply). Retired codes are
 * left out: 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014; GST began in 2017
 * with 37). "97" is the GST portal's Other Territory (offshore areas), "96" is Outside India (export), which
 * is a place of supply but never the start of a GSTIN.
 */
export const GST_STATES = [
  { Code: '01', Name: 'Jammu and Kashmir', Kind: 'Union territory' },
  { Code: '02', Name: 'Himachal Pradesh', Kind: 'State' },
  { Code: '03', Name: 'Punjab', Kind: 'State' },
  { Code: '04', Name: 'Chandigarh', Kind: 'Union territory' },
  { Code: '05', Name: 'Uttarakhand', Kind: 'State' },
  { Code: '06', Name: 'Haryana', Kind: 'State' },
  { Code: '07', Name: 'Delhi', Kind: 'Union territory' },
  { Code: '08', Name: 'Rajasthan', Kind: 'State' },
  { Code: '09', Name: 'Uttar Pradesh', Kind: 'State' },
  { Code: '10', Name: 'Bihar', Kind: 'State' },
  { Code: '11', Name: 'Sikkim', Kind: 'State' },
  { Code: '12', Name: 'Arunachal Pradesh', Kind: 'State' },
  { Code: '13', Name: 'Nagaland', Kind: 'State' },
  { Code: '14', Name: 'Manipur', Kind: 'State' },
  { Code: '15', Name: 'Mizoram', Kind: 'State' },
  { Code: '16', Name: 'Tripura', Kind: 'State' },
  { Code: '17', Name: 'Meghalaya', Kind: 'State' },
  { Code: '18', Name: 'Assam', Kind: 'State' },
  { Code: '19', Name: 'West Bengal', Kind: 'State' },
  { Code: '20', Name: 'Jharkhand', Kind: 'State' },
  { Code: '21', Name: 'Odisha', Kind: 'State' },
  { Code: '22', Name: 'Chhattisgarh', Kind: 'State' },
  { Code: '23', Name: 'Madhya Pradesh', Kind: 'State' },
  { Code: '24', Name: 'Gujarat', Kind: 'State' },
  { Code: '26', Name: 'Dadra and Nagar Haveli and Daman and Diu', Kind: 'Union territory' },
  { Code: '27', Name: 'Maharashtra', Kind: 'State' },
  { Code: '29', Name: 'Karnataka', Kind: 'State' },
  { Code: '30', Name: 'Goa', Kind: 'State' },
  { Code: '31', Name: 'Lakshadweep', Kind: 'Union territory' },
  { Code: '32', Name: 'Kerala', Kind: 'State' },
  { Code: '33', Name: 'Tamil Nadu', Kind: 'State' },
  { Code: '34', Name: 'Puducherry', Kind: 'Union territory' },
  { Code: '35', Name: 'Andaman and Nicobar Islands', Kind: 'Union territory' },
  { Code: '36', Name: 'Telangana', Kind: 'State' },
  { Code: '37', Name: 'Andhra Pradesh', Kind: 'State' },
  { Code: '38', Name: 'Ladakh', Kind: 'Union territory' },
  { Code: '97', Name: 'Other Territory', Kind: 'Other territory' },
  { Code: '96', Name: 'Outside India', Kind: 'Outside India' },
] as const;

export type GstStateEntry = (typeof GST_STATES)[number];
export type GstStateCode = GstStateEntry['Code'];
/** A code of a place in India: a state, a union territory or Other Territory (every code but "96"). */
export type IndianGstStateCode = Exclude<GstStateCode, '96'>;

/** The place of supply of an export. */
export const OUTSIDE_INDIA_CODE = '96' satisfies GstStateCode;

export const GST_STATE_CODES = GST_STATES.map((s) => s.Code) as [GstStateCode, ...GstStateCode[]];
export const INDIAN_GST_STATE_CODES = GST_STATE_CODES.filter((code) => code !== OUTSIDE_INDIA_CODE) as [IndianGstStateCode, ...IndianGstStateCode[]];

const NAME_BY_CODE = new Map<string, string>(GST_STATES.map((s) => [s.Code, s.Name]));

export const isGstStateCode = (code: string): code is GstStateCode => NAME_BY_CODE.has(code);
export const isIndianGstStateCode = (code: string): code is IndianGstStateCode => code !== OUTSIDE_INDIA_CODE && NAME_BY_CODE.has(code);

/** The name of a GST state code ("24" -> "Gujarat"), or undefined for a code not in the list. */
export const gstStateName = (code: string): string | undefined => NAME_BY_CODE.get(code);

/** A quotation's place of supply: a state or union territory code, or "96" for outside India. */
export const placeOfSupplySchema = z.enum(GST_STATE_CODES, {
  error: 'Place of supply must be a two-digit GST state code from the list, or "96" for outside India.',
});

/** The state of an address in India (the company's own state), as its GST state code. */
export const indianStateCodeSchema = z.enum(INDIAN_GST_STATE_CODES, {
  error: 'State must be a two-digit GST state code of an Indian state or union territory.',
});

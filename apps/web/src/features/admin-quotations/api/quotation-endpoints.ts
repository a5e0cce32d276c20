import { endpoints } from '@rp/contract';

/** The quotation calls of the contract registry, named once here for every api/ file of this feature. */
export const quotationCalls = endpoints.quotation;

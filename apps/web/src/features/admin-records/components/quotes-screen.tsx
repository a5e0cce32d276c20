import type { ReactNode } from 'react';
import { type RecordItem, type RecordStatus } from '@rp/contract';
import { useUpdateQuoteStatus } from '../api/update-quote-status';
import { useDeleteQuote } from '../api/delete-quote';
import { companyOf } from '../utils/record-fields';
import { QuoteDetailsDialog } from './quote-details-dialog';
import { RecordsScreen, type RecordsScreenTexts } from './records-screen';

/**
 * The list's status chips: the dialog's four (the spec's) and Done, which a request becomes when its quotation
 * is accepted (issue 44), so won requests can be found.
 */
const QUOTE_FILTER_STATUSES: readonly RecordStatus[] = ['New', 'Pending', 'In Progress', 'Done', 'Closed'];

const TEXTS: RecordsScreenTexts = {
  title: 'Quotes',
  description: 'Quote requests sent from the website, newest first.',
  searchPlaceholder: 'Search by name, company, or email...',
  searchLabel: 'Search quotes',
  emptyMessage: 'No quotes match your search.',
  fetchError: 'Failed to fetch quote requests.',
  firstColumn: 'Contact',
  secondColumn: 'Company',
  noun: 'quote',
  deletePrompt: (name) => `Delete quote from "${name}"?`,
  deleteLoading: 'Deleting quote...',
  deleteSuccess: 'Quote deleted!',
  deleteError: 'Failed to delete quote.',
};

export interface QuotesScreenProps {
  /** The Drawing column's cell of a quote. */
  drawingCell: (record: RecordItem) => ReactNode;
  /** The drawings section of a quote's details. */
  drawings: (record: RecordItem) => ReactNode;
  /** The lead's quotations and "Prepare quotation" (composed by the route from the quotations feature). */
  quotations?: (record: RecordItem) => ReactNode;
}

/** The drawing views come from the route, so this feature does not import the drawing-previews feature. */
export function QuotesScreen({ drawingCell, drawings, quotations }: QuotesScreenProps) {
  return (
    <RecordsScreen
      texts={TEXTS}
      kind="quote"
      statuses={QUOTE_FILTER_STATUSES}
      statusMutation={useUpdateQuoteStatus()}
      deleteMutation={useDeleteQuote()}
      secondValue={companyOf}
      renderDetails={(props) => <QuoteDetailsDialog {...props} drawings={drawings(props.record)} quotations={quotations?.(props.record)} />}
      drawingCell={drawingCell}
    />
  );
}

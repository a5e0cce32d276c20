import { useQuotes } from '../api/get-quotes';
import { useUpdateQuoteStatus } from '../api/update-quote-status';
import { useDeleteQuote } from '../api/delete-quote';
import { companyOf, matchesQuote } from '../utils/record-fields';
import { DrawingCell } from '~/features/drawing-previews/components/drawing-cell';
import { QuoteDetailsDialog } from './quote-details-dialog';
import { RecordsScreen, type RecordsScreenTexts } from './records-screen';

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

export function QuotesScreen() {
  return (
    <RecordsScreen
      texts={TEXTS}
      query={useQuotes()}
      statusMutation={useUpdateQuoteStatus()}
      deleteMutation={useDeleteQuote()}
      matches={matchesQuote}
      secondValue={companyOf}
      renderDetails={(props) => <QuoteDetailsDialog {...props} />}
      drawingCell={(record) => <DrawingCell attachments={record.Attachments} />}
    />
  );
}

/** The document core: what every sales document shares. What other modules may use; everything else is internal. */
export {
  financialYearLabel,
  financialYearStart,
  formatDocumentNumber,
  indiaYear,
  nextDocumentNumber,
  revisionNumber,
  seriesPeriod,
  type DocumentSeries,
} from './numbering.js';

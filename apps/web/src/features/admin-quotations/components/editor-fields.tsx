import type { ReactNode } from 'react';
import { typedFormFields } from '~/components/ui/form-fields';
import type { QuotationFormValues } from '../utils/quotation-form';

/** The kit's bound fields (components/ui/form-fields), their names checked against the quotation form. */
export const { TextField, NumberField, TextAreaField, SelectField, useFieldError: useQuotationFieldError } = typedFormFields<QuotationFormValues>();

/** A titled part of the editor (Buyer, Lines, Charges, Terms). */
export function EditorSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

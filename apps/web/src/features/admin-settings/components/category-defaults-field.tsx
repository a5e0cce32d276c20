import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PRODUCT_CATEGORIES, type CompanyProfileBody } from '@rp/contract';
import { adminInputClass, FieldError } from '~/components/ui/field';
import { categoryRateOptions } from '../utils/gst-rates';
import { useFieldError } from './settings-fields';

/**
 * One row per catalogue category, in the catalogue's order (the form keeps CategoryDefaults in that order); its
 * rate is one of the company's GST rates above, as they are being edited.
 */
function CategoryRow({ index, name }: { index: number; name: string }) {
  const id = useId();
  const { register } = useFormContext<CompanyProfileBody>();
  const [rates, current] = useWatch<CompanyProfileBody, ['GstRates', `QuotationDefaults.CategoryDefaults.${number}.GstRate`]>({
    name: ['GstRates', `QuotationDefaults.CategoryDefaults.${index}.GstRate`],
  });
  const hsnError = useFieldError(`QuotationDefaults.CategoryDefaults.${index}.HSN`);
  const rateError = useFieldError(`QuotationDefaults.CategoryDefaults.${index}.GstRate`);
  return (
    <li className="grid grid-cols-[1fr_6.5rem_5.5rem] items-start gap-x-3 gap-y-1 border-t border-slate-200 py-3 first:border-t-0 sm:grid-cols-[1fr_9rem_7rem] dark:border-slate-700/70">
      <span id={`${id}-name`} className="pt-2 text-sm font-medium text-slate-800 dark:text-slate-100">
        {name}
      </span>
      <div>
        <input
          inputMode="numeric"
          aria-labelledby={`${id}-name ${id}-hsn-label`}
          aria-invalid={hsnError ? true : undefined}
          className={adminInputClass}
          {...register(`QuotationDefaults.CategoryDefaults.${index}.HSN`)}
        />
        <span id={`${id}-hsn-label`} hidden>
          HSN code
        </span>
      </div>
      <div>
        <select
          aria-labelledby={`${id}-name ${id}-rate-label`}
          aria-invalid={rateError ? true : undefined}
          className={adminInputClass}
          {...register(`QuotationDefaults.CategoryDefaults.${index}.GstRate`, { setValueAs: (v: string) => Number(v) })}
        >
          {categoryRateOptions(rates, current).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span id={`${id}-rate-label`} hidden>
          GST rate
        </span>
      </div>
      <div className="col-span-3">
        <FieldError id={`${id}-error`} message={hsnError ?? rateError} />
      </div>
    </li>
  );
}

/** Default HSN code and GST rate of a quotation line, per product category. */
export function CategoryDefaultsField() {
  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Default HSN code and GST rate per category</p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        A new quotation line of a product in this category starts with these; staff can change them per line. The rate is one of the GST rates above.
      </p>
      <div className="mt-3 max-w-2xl rounded-lg border border-slate-200 px-3 dark:border-slate-700/70">
        <div
          aria-hidden="true"
          className="grid grid-cols-[1fr_6.5rem_5.5rem] gap-x-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid-cols-[1fr_9rem_7rem] dark:text-slate-400"
        >
          <span>Category</span>
          <span>HSN code</span>
          <span>GST rate</span>
        </div>
        <ul>
          {PRODUCT_CATEGORIES.map((category, index) => (
            <CategoryRow key={category.slug} index={index} name={category.name} />
          ))}
        </ul>
      </div>
    </div>
  );
}

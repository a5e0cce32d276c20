import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PRODUCT_CATEGORIES, PRODUCT_TAGS } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { adminLabelClass } from '~/components/ui/field';
import { typedFormFields } from '~/components/ui/form-fields';
import type { ProductFormValues } from '../utils/product-form';

/** The kit's bound fields (components/ui/form-fields), their names checked against the product form. */
const { TextField, TextAreaField, SelectField } = typedFormFields<ProductFormValues>();

const CATEGORY_CHOICES = [{ value: '', label: 'No category' }, ...PRODUCT_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))];

/** One titled card of the product form. */
export function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <AdminCard>
      <section aria-labelledby={id} className="p-4 sm:p-6">
        <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">{description}</p>
        {children}
      </section>
    </AdminCard>
  );
}

/** The tags as toggle chips: each a checkbox inside its label. */
function TagChips({ disabled }: { disabled: boolean }) {
  const { register, watch } = useFormContext<ProductFormValues>();
  const selectedTags = watch('Tags');
  return (
    <fieldset className="sm:col-span-2">
      <legend className={adminLabelClass}>Tags</legend>
      <div className="flex flex-wrap gap-2">
        {PRODUCT_TAGS.map((tag) => {
          const checked = selectedTags?.includes(tag) ?? false;
          return (
            <label
              key={tag}
              className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-within:ring-2 focus-within:ring-steel-500/40 ${
                checked
                  ? 'border-steel-500 bg-steel-50 text-steel-800 dark:border-steel-400 dark:bg-steel-500/15 dark:text-steel-100'
                  : 'border-slate-300 text-slate-600 hover:border-slate-400 dark:border-slate-600 dark:text-slate-300'
              }`}
            >
              <input
                type="checkbox"
                value={tag}
                disabled={disabled}
                className="h-4 w-4 rounded border-slate-300 accent-steel-600"
                {...register('Tags')}
              />
              {tag}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CoreDetailsSection({ disabled }: { disabled: boolean }) {
  return (
    <FormSection title="Core Details" description="What the part is and where it appears in the catalogue.">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="ProductTitle"
          label="Product Title"
          required
          placeholder="e.g. EN8 Precision Drive Shaft"
          disabled={disabled}
          className="sm:col-span-2"
        />
        <TextField name="ProductStn" label="Product STN" required placeholder="e.g. STN-SH-1042" disabled={disabled} />
        <SelectField name="Category" label="Category" choices={CATEGORY_CHOICES} disabled={disabled} selectClassName="" />
        <TagChips disabled={disabled} />
        <TextAreaField
          name="ProductDescription"
          label="Description"
          rows={5}
          placeholder="Short description shown in the catalogue."
          disabled={disabled}
          className="sm:col-span-2"
        />
      </div>
    </FormSection>
  );
}

export function SpecificationsSection({ disabled }: { disabled: boolean }) {
  return (
    <FormSection title="Technical Specifications" description="Shown on the product's detail view.">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="ProductMaterial" label="Material" placeholder="e.g. EN24, SS304" disabled={disabled} />
        <TextField name="ProductTolerance" label="Tolerance" placeholder="e.g. ±0.01 mm" disabled={disabled} />
        <TextField name="ProductApplication" label="Application" placeholder="e.g. Textile machinery gearboxes" disabled={disabled} />
        <TextField name="ProductFinish" label="Finish" placeholder="e.g. Ground, zinc plated" disabled={disabled} />
        <TextField
          name="SpecSheetUrl"
          label="Spec Sheet URL"
          placeholder="Optional link to a PDF spec sheet"
          disabled={disabled}
          className="sm:col-span-2"
        />
      </div>
    </FormSection>
  );
}

import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { CERTIFICATION_STATES, metaLengthWarning, PAGE_META_LIMITS, PUBLIC_PAGE_KEYS, PUBLIC_PAGE_PATHS, SITE_CONTENT_LIMITS } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { adminControl, CheckboxInput, FileInput, ListItem, TextInput, useErrorOf } from './content-fields';

function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

function ListError({ name }: { name: string }) {
  const error = useErrorOf(name);
  return error ? (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

function StateSelect({ name }: { name: string }) {
  const { register } = useFormContext();
  const id = `${name}-state`;
  return (
    <Field tone="admin" id={id} label="State" required>
      <select {...adminControl(id, useErrorOf(name), { required: true })} {...register(name)}>
        {CERTIFICATION_STATES.map((state) => (
          <option key={state} value={state}>
            {state === 'Registered' ? 'Registered / certified (held)' : state}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Certifications in the order the footer and the quality page show them. */
export function CertificationsFields() {
  const { register } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ name: 'Items' });
  return (
    <>
      {fields.map((field, i) => (
        <ListItem key={field.id} title={`Certification ${i + 1}`} index={i} count={fields.length} move={move} remove={remove}>
          <TextInput name={`Items.${i}.Name`} label="Name" required hint="e.g. ISO 9001, MSME, GST" />
          <StateSelect name={`Items.${i}.State`} />
          <TextInput name={`Items.${i}.Number`} label="Certificate number" />
          <TextInput name={`Items.${i}.IssuingBody`} label="Issuing body" />
          <Field tone="admin" id={`Items.${i}.Date`} label="Date">
            <input type="date" {...adminControl(`Items.${i}.Date`, undefined)} {...register(`Items.${i}.Date`)} />
          </Field>
          <FileInput name={`Items.${i}.File`} label="Certificate file" use="certificate" />
          <TextInput name={`Items.${i}.Description`} label="Text under the badge (quality page)" rows={2} className="sm:col-span-2" />
        </ListItem>
      ))}
      <ListError name="Items" />
      <AddButton
        label="Add a certification"
        disabled={fields.length >= SITE_CONTENT_LIMITS.certifications}
        onClick={() => append({ Name: '', Number: '', IssuingBody: '', Date: '', State: 'Coming soon', Description: '', File: null })}
      />
    </>
  );
}

/** Testimonials in the home carousel's order; hidden ones stay here but are not shown. */
export function TestimonialsFields() {
  const { fields, append, move, remove } = useFieldArray({ name: 'Items' });
  return (
    <>
      {fields.map((field, i) => (
        <ListItem key={field.id} title={`Testimonial ${i + 1}`} index={i} count={fields.length} move={move} remove={remove}>
          <TextInput name={`Items.${i}.Quote`} label="Quote" required rows={3} className="sm:col-span-2" />
          <TextInput name={`Items.${i}.Person`} label="Person" required />
          <TextInput name={`Items.${i}.Designation`} label="Designation" />
          <TextInput name={`Items.${i}.Company`} label="Company" required />
          <div className="flex items-end pb-2">
            <CheckboxInput name={`Items.${i}.Visible`} label="Show on the home page" />
          </div>
        </ListItem>
      ))}
      <ListError name="Items" />
      <AddButton
        label="Add a testimonial"
        disabled={fields.length >= SITE_CONTENT_LIMITS.testimonials}
        onClick={() => append({ Quote: '', Person: '', Designation: '', Company: '', Visible: true })}
      />
    </>
  );
}

const pageLabel = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Each public page's title and description, warned past the length search engines show. */
export function PageMetaFields() {
  return (
    <>
      <AdminCard className="p-4 text-sm text-slate-600 dark:text-slate-300">
        Search engines show about {PAGE_META_LIMITS.title.shown} characters of a title and {PAGE_META_LIMITS.description.shown} of a description;
        longer ones are allowed (up to {PAGE_META_LIMITS.title.max} and {PAGE_META_LIMITS.description.max}) but may be cut off. The site writes the
        company’s trade name (Company settings) where a title says “Rajkot Precision Works”.
      </AdminCard>
      {PUBLIC_PAGE_KEYS.map((key, i) => (
        <ListItem key={key} title={`${pageLabel(key)} (${PUBLIC_PAGE_PATHS[key]})`} index={i} count={PUBLIC_PAGE_KEYS.length}>
          <TextInput name={`Pages.${key}.Title`} label="Title" required className="sm:col-span-2" warn={(v) => metaLengthWarning('title', v)} />
          <TextInput
            name={`Pages.${key}.Description`}
            label="Meta description"
            required
            rows={3}
            className="sm:col-span-2"
            warn={(v) => metaLengthWarning('description', v)}
          />
        </ListItem>
      ))}
    </>
  );
}

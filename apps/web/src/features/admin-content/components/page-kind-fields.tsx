import { useId, type ReactNode } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FOUNDER_DEFAULT_PHOTO, industryDefaultImage, INDUSTRY_ORDER, SITE_CONTENT_LIMITS } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { adminControl, FileInput, ListItem, TextInput, useErrorOf } from './content-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminCard className="p-4 sm:p-5">
      <section aria-label={title}>
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </AdminCard>
  );
}

/** Mission and vision, the founder, and the timeline in order. */
export function AboutFields() {
  const { fields, append, move, remove } = useFieldArray({ name: 'Timeline' });
  const timelineError = useErrorOf('Timeline');
  return (
    <>
      <Section title="Mission and vision">
        <TextInput name="Mission" label="Mission" required rows={4} />
        <TextInput name="Vision" label="Vision" required rows={4} />
      </Section>
      <Section title="Founder">
        <TextInput name="Founder.Name" label="Name" required />
        <TextInput name="Founder.Role" label="Role" required />
        <TextInput name="Founder.Quote" label="Quote" rows={2} className="sm:col-span-2" />
        <TextInput name="Founder.Text" label="Text" required rows={4} className="sm:col-span-2" />
        <FileInput name="Founder.Photo" label="Photo" use="image" fallback={FOUNDER_DEFAULT_PHOTO} />
      </Section>
      <h2 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">Timeline</h2>
      {fields.map((field, i) => (
        <ListItem key={field.id} title={`Milestone ${i + 1}`} index={i} count={fields.length} move={move} remove={remove}>
          <TextInput name={`Timeline.${i}.Year`} label="Year" required hint="e.g. 1997, or Future" />
          <TextInput name={`Timeline.${i}.Title`} label="Title" />
          <TextInput name={`Timeline.${i}.Text`} label="Text" required rows={2} className="sm:col-span-2" />
        </ListItem>
      ))}
      {timelineError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {timelineError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={fields.length >= SITE_CONTENT_LIMITS.timeline}
        onClick={() => append({ Year: '', Title: '', Text: '' })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add a milestone
      </Button>
    </>
  );
}

/** Key parts, one per line (the list of strings as the site shows it). */
function PartsField({ industry }: { industry: number }) {
  const name = `Items.${industry}.Parts`;
  const id = useId();
  const error = useErrorOf(name);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <Field
          id={id}
          label="Key parts"
          required
          error={error}
          hint={`One per line, at most ${SITE_CONTENT_LIMITS.industryParts}.`}
          className="sm:col-span-2"
        >
          <textarea
            rows={4}
            {...adminControl(id, error, { required: true })}
            value={((field.value as string[] | undefined) ?? []).join('\n')}
            onChange={(e) => field.onChange(e.target.value.split('\n'))}
            onBlur={() => field.onChange(((field.value as string[] | undefined) ?? []).map((line) => line.trim()).filter(Boolean))}
          />
        </Field>
      )}
    />
  );
}

/** The six industries (fixed, in order): headline, description, key parts and picture of each. */
export function IndustriesFields({ names }: { names: Record<string, string> }) {
  return (
    <>
      {INDUSTRY_ORDER.map((slug, i) => (
        <ListItem key={slug} title={names[slug] ?? slug} index={i} count={INDUSTRY_ORDER.length}>
          <TextInput name={`Items.${i}.Headline`} label="Headline" required className="sm:col-span-2" />
          <TextInput name={`Items.${i}.Description`} label="Description" required rows={4} className="sm:col-span-2" />
          <PartsField industry={i} />
          <FileInput name={`Items.${i}.Image`} label="Picture" use="image" fallback={industryDefaultImage(slug)} />
        </ListItem>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { PAGE_TEXT_LIMITS } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { FieldSection, LinesField, ListItem, TextInput, useErrorOf } from './content-fields';

/** Under a list: the list's own error (too few, too many) and the button that adds an item, off at the limit. */
export function ListEnd({ name, label, full, onAdd }: { name: string; label: string; full: boolean; onAdd: () => void }) {
  const error = useErrorOf(name);
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="secondary" size="sm" disabled={full} onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
    </>
  );
}

/** A section's eyebrow: the small line above its heading (issue 37, ADR 084). */
export function EyebrowInput({ name, label = 'Eyebrow' }: { name: string; label?: string }) {
  return <TextInput name={name} label={label} required hint="The small line above the heading." />;
}

/** A page's banner: its eyebrow (in the kind's Labels), heading and introduction. */
export function HeroFields({ name = 'Hero', title = 'Page banner' }: { name?: string; title?: string }) {
  return (
    <FieldSection title={title}>
      <EyebrowInput name="Labels.HeroEyebrow" />
      <TextInput name={`${name}.Title`} label="Heading" required className="sm:col-span-2" />
      <TextInput name={`${name}.Text`} label="Introduction" required rows={3} className="sm:col-span-2" />
    </FieldSection>
  );
}

/** An ordered list of items with a title and a text each (inspection steps, tools, reasons), with add, move and remove. */
export function TitledListFields({
  name,
  heading,
  itemLabel,
  max,
  children,
}: {
  name: string;
  heading: string;
  itemLabel: string;
  max: number;
  children?: ReactNode;
}) {
  const { fields, append, move, remove } = useFieldArray({ name });
  return (
    <>
      <h2 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">{heading}</h2>
      {children}
      {fields.map((field, i) => (
        <ListItem
          key={field.id}
          title={`${itemLabel} ${i + 1}`}
          index={i}
          count={fields.length}
          move={move}
          remove={fields.length > 1 ? remove : undefined}
        >
          <TextInput name={`${name}.${i}.Title`} label="Title" required className="sm:col-span-2" />
          <TextInput name={`${name}.${i}.Text`} label="Text" required rows={3} className="sm:col-span-2" />
        </ListItem>
      ))}
      <ListEnd name={name} label={`Add a ${itemLabel.toLowerCase()}`} full={fields.length >= max} onAdd={() => append({ Title: '', Text: '' })} />
    </>
  );
}

/** The Quality page: banner, promise and its checks, the inspection steps and the measuring tools. */
export function QualityFields() {
  return (
    <>
      <HeroFields />
      <FieldSection title="Our promise">
        <EyebrowInput name="Labels.PromiseEyebrow" />
        <TextInput name="Promise.Title" label="Title" required />
        <TextInput name="Promise.Text" label="Text" required rows={6} className="sm:col-span-2" />
        <LinesField name="Promise.Checks" label="Checks" rows={5} hint={`One per line, at most ${PAGE_TEXT_LIMITS.checks}.`} />
      </FieldSection>
      <TitledListFields name="Steps" heading="Inspection steps" itemLabel="Step" max={PAGE_TEXT_LIMITS.steps}>
        <EyebrowInput name="Labels.StepsEyebrow" label="Section eyebrow" />
        <TextInput name="StepsTitle" label="Section title" required hint="Say how many steps there are, e.g. “A three-step inspection process”." />
      </TitledListFields>
      <TitledListFields name="Tools" heading="Measuring tools" itemLabel="Tool" max={PAGE_TEXT_LIMITS.tools}>
        <EyebrowInput name="Labels.ToolsEyebrow" label="Section eyebrow" />
        <TextInput name="ToolsTitle" label="Section title" required />
        <TextInput name="ToolsText" label="Section introduction" required rows={2} />
      </TitledListFields>
      <FieldSection title="Registrations and certification">
        <TextInput
          name="Labels.CertificationsTitle"
          label="Section heading"
          required
          hint="Shown above the certification badges, which the Certifications screen edits."
          className="sm:col-span-2"
        />
      </FieldSection>
    </>
  );
}

function PeopleFields() {
  const { fields, append, move, remove } = useFieldArray({ name: 'People' });
  return (
    <>
      <h2 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">People to talk to</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Each person is shown with the phone in the same place in the company profile (Settings): the first person with the first phone, the second
        with the second; a person past the last phone gets the first.
      </p>
      <TextInput name="Labels.PeopleTitle" label="Section heading" required />
      <TextInput
        name="Labels.InquiriesLabel"
        label="Label of the general e-mail"
        required
        hint="Shown above the profile’s e-mail, under the people."
      />
      {fields.map((field, i) => (
        <ListItem
          key={field.id}
          title={`Person ${i + 1}`}
          index={i}
          count={fields.length}
          move={move}
          remove={fields.length > 1 ? remove : undefined}
        >
          <TextInput name={`People.${i}.Name`} label="Name" required />
          <TextInput name={`People.${i}.Role`} label="Role" required />
          <TextInput name={`People.${i}.Email`} label="E-mail" required className="sm:col-span-2" />
        </ListItem>
      ))}
      <ListEnd
        name="People"
        label="Add a person"
        full={fields.length >= PAGE_TEXT_LIMITS.people}
        onAdd={() => append({ Name: '', Role: '', Email: '' })}
      />
    </>
  );
}

/** The Contact page's banner, people and "What to Expect", with the footer's tagline and hours and the company summary. */
export function ContactFields() {
  return (
    <>
      <HeroFields />
      <PeopleFields />
      <FieldSection title="What to Expect">
        <TextInput name="Labels.ExpectTitle" label="Section heading" required className="sm:col-span-2" />
        <TextInput
          name="Labels.PlantTitle"
          label="Heading above the map"
          required
          hint="The map shows the company profile’s address."
          className="sm:col-span-2"
        />
        <LinesField
          name="Expectations"
          label="Lines"
          hint={`One per line, at most ${PAGE_TEXT_LIMITS.expectations}. The first promises the spec’s reply time: keep it true.`}
        />
      </FieldSection>
      <FieldSection title="Footer, chat and company summary">
        <TextInput name="Hours" label="Office hours" required hint="Shown in the footer of every page." className="sm:col-span-2" />
        <TextInput name="Tagline" label="Tagline" required hint="The footer’s line under the logo." className="sm:col-span-2" />
        <TextInput
          name="Summary"
          label="Company summary"
          required
          rows={3}
          hint="What search engines read as the company’s description."
          className="sm:col-span-2"
        />
        <TextInput
          name="ChatMessage"
          label="Chat opening message"
          required
          hint="The message a WhatsApp chat starts with, from the chat button and the home page’s closing call."
          className="sm:col-span-2"
        />
      </FieldSection>
    </>
  );
}

/** The Products page's banner (the products themselves are edited under Products). */
export function ProductsFields() {
  return <HeroFields />;
}

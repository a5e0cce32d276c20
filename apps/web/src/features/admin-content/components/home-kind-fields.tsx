import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import {
  categoryDefaultImage,
  categoryName,
  CATEGORY_SLUGS,
  HOME_ADVANTAGE_DEFAULT_IMAGE,
  HOME_LIMITS,
  HOME_PILLAR_ICON_NAMES,
  HOME_PILLAR_ICONS,
} from '@rp/contract';
import { heroHeadlineText } from '~/components/site-sections/home-hero';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { adminControl, FieldSection, FileInput, LinesField, ListItem, TextInput, useErrorOf } from './content-fields';

/** A list of items with add, move and remove (the figures, the pillars, the advantage's points). */
function ItemList({
  name,
  itemTitle,
  addLabel,
  max,
  blank,
  children,
}: {
  name: string;
  itemTitle: string;
  addLabel: string;
  max: number;
  blank: Record<string, string>;
  children: (index: number) => ReactNode;
}) {
  const { fields, append, move, remove } = useFieldArray({ name });
  const error = useErrorOf(name);
  return (
    <div className="space-y-3 sm:col-span-2">
      {fields.map((field, i) => (
        <ListItem key={field.id} title={`${itemTitle} ${i + 1}`} index={i} count={fields.length} move={move} remove={remove}>
          {children(i)}
        </ListItem>
      ))}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="secondary" size="sm" disabled={fields.length >= max} onClick={() => append(blank)}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

/** A section's heading: the small line above the title, the title, and the line under it. */
function HeadingFields({ name, title, withText = true, children }: { name: string; title: string; withText?: boolean; children?: ReactNode }) {
  return (
    <FieldSection title={title}>
      <TextInput name={`${name}.Eyebrow`} label="Line above the title" required />
      <TextInput name={`${name}.Title`} label="Title" required />
      {withText ? <TextInput name={`${name}.Text`} label="Text under the title" rows={2} className="sm:col-span-2" /> : null}
      {children}
    </FieldSection>
  );
}

/** What screen readers and search engines read as the headline: derived from the parts, never typed. */
function HeadlineSentence() {
  const hero = useWatch({ name: 'Hero' }) as { HeadlineLead?: string; HeadlineWords?: string[]; HeadlineTail?: string } | undefined;
  const sentence = heroHeadlineText({
    HeadlineLead: hero?.HeadlineLead ?? '',
    HeadlineWords: (hero?.HeadlineWords ?? []).filter((word) => word.trim() !== ''),
    HeadlineTail: hero?.HeadlineTail ?? '',
  });
  return (
    <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300" data-testid="headline-sentence">
      Screen readers and search engines read the headline as: <q className="font-medium text-slate-900 dark:text-white">{sentence}</q>
    </p>
  );
}

function IconSelect({ name }: { name: string }) {
  const { register } = useFormContext();
  const id = `${name}-select`;
  return (
    <Field tone="admin" id={id} label="Icon" required>
      <select {...adminControl(id, useErrorOf(name), { required: true })} {...register(name)}>
        {HOME_PILLAR_ICON_NAMES.map((icon) => (
          <option key={icon} value={icon}>
            {HOME_PILLAR_ICONS[icon]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The home page: the hero (its videos stay files), each section below it, and the closing call. */
export function HomeFields() {
  return (
    <>
      <FieldSection title="First screen (hero)">
        <TextInput name="Hero.Eyebrow" label="Line above the headline" required className="sm:col-span-2" />
        <TextInput name="Hero.HeadlineLead" label="Headline start" required hint="Before the cycling word, e.g. “Precision parts,”" />
        <TextInput name="Hero.HeadlineTail" label="Headline end" required hint="After the cycling word (its own line)" />
        <LinesField
          name="Hero.HeadlineWords"
          label="Cycling words"
          hint={`One per line, at most ${HOME_LIMITS.headlineWords}; each shows for 3 seconds in the headline.`}
        />
        <HeadlineSentence />
        <LinesField name="Hero.Taglines" label="Taglines" hint={`One per line, at most ${HOME_LIMITS.taglines}; each shows for 4 seconds.`} />
        <ItemList name="Hero.Stats" itemTitle="Figure" addLabel="Add a figure" max={HOME_LIMITS.stats} blank={{ Value: '', Label: '' }}>
          {(i) => (
            <>
              <TextInput name={`Hero.Stats.${i}.Value`} label="Figure" required hint="e.g. 25+, ±0.01 mm" />
              <TextInput name={`Hero.Stats.${i}.Label`} label="Label" required />
            </>
          )}
        </ItemList>
      </FieldSection>
      <HeadingFields name="Pillars" title="Pillars">
        <ItemList
          name="Pillars.Items"
          itemTitle="Pillar"
          addLabel="Add a pillar"
          max={HOME_LIMITS.pillars}
          blank={{ Icon: 'cog', Title: '', Text: '' }}
        >
          {(i) => (
            <>
              <TextInput name={`Pillars.Items.${i}.Title`} label="Title" required />
              <IconSelect name={`Pillars.Items.${i}.Icon`} />
              <TextInput name={`Pillars.Items.${i}.Text`} label="Text" required rows={3} className="sm:col-span-2" />
            </>
          )}
        </ItemList>
      </HeadingFields>
      <HeadingFields name="Categories" title="Product categories">
        <div className="space-y-3 sm:col-span-2">
          {CATEGORY_SLUGS.map((slug, i) => (
            <ListItem key={slug} title={`Tile: ${categoryName(slug)}`} index={i} count={CATEGORY_SLUGS.length}>
              <TextInput name={`Categories.Tiles.${i}.Blurb`} label="Blurb" required rows={3} />
              <FileInput name={`Categories.Tiles.${i}.Image`} label="Picture" use="image" fallback={categoryDefaultImage(slug)} />
            </ListItem>
          ))}
        </div>
      </HeadingFields>
      <HeadingFields name="Industries" title="Industries (the tiles are edited under Industries)" />
      <FieldSection title="The Rajkot advantage">
        <TextInput name="Advantage.Eyebrow" label="Line above the title" required />
        <TextInput name="Advantage.Title" label="Title" required />
        <TextInput name="Advantage.Intro" label="Introduction" required rows={3} className="sm:col-span-2" />
        <FileInput name="Advantage.Image" label="Picture" use="image" fallback={HOME_ADVANTAGE_DEFAULT_IMAGE} />
        <TextInput name="Advantage.ImageAlt" label="What the picture shows" required hint="Read by screen readers." />
        <ItemList name="Advantage.Points" itemTitle="Point" addLabel="Add a point" max={HOME_LIMITS.advantagePoints} blank={{ Title: '', Text: '' }}>
          {(i) => (
            <>
              <TextInput name={`Advantage.Points.${i}.Title`} label="Title" required />
              <TextInput name={`Advantage.Points.${i}.Text`} label="Text" required rows={3} className="sm:col-span-2" />
            </>
          )}
        </ItemList>
      </FieldSection>
      <HeadingFields name="Testimonials" title="Testimonials (the quotes are edited under Testimonials)" withText={false} />
      <FieldSection title="Closing call">
        <TextInput name="Cta.Title" label="Title" required className="sm:col-span-2" />
        <TextInput name="Cta.Text" label="Text" required rows={3} className="sm:col-span-2" />
      </FieldSection>
    </>
  );
}

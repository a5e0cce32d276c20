import { useFieldArray } from 'react-hook-form';
import {
  FOUNDER_DEFAULT_PHOTO,
  industryDefaultImage,
  INDUSTRY_ORDER,
  PAGE_TEXT_LIMITS,
  PLANT_DEFAULT_PHOTO,
  SITE_CONTENT_LIMITS,
} from '@rp/contract';
import { FieldSection, FileInput, LinesField, ListItem, TextInput } from './content-fields';
import { EyebrowInput, HeroFields, ListEnd, TitledListFields } from './page-text-fields';

/** The banner and the story with its picture, mission and vision, the founder, and the timeline in order. */
export function AboutFields() {
  const { fields, append, move, remove } = useFieldArray({ name: 'Timeline' });
  return (
    <>
      <HeroFields />
      <FieldSection title="Our story">
        <EyebrowInput name="Labels.StoryEyebrow" />
        <TextInput name="Story.Title" label="Title" required />
        <LinesField
          name="Story.Paragraphs"
          label="Paragraphs"
          paragraphs
          rows={10}
          hint={`An empty line between paragraphs, at most ${PAGE_TEXT_LIMITS.storyParagraphs}.`}
        />
        <FileInput name="PlantImage" label="Picture" use="image" fallback={PLANT_DEFAULT_PHOTO} />
      </FieldSection>
      <FieldSection title="Mission and vision">
        <TextInput name="Labels.MissionTitle" label="Mission heading" required />
        <TextInput name="Labels.VisionTitle" label="Vision heading" required />
        <TextInput name="Mission" label="Mission" required rows={4} />
        <TextInput name="Vision" label="Vision" required rows={4} />
      </FieldSection>
      <FieldSection title="Founder">
        <EyebrowInput name="Labels.FounderEyebrow" />
        <TextInput name="Founder.Name" label="Name" required className="sm:col-span-2" />
        <TextInput name="Founder.Role" label="Role" required />
        <TextInput name="Founder.Quote" label="Quote" rows={2} className="sm:col-span-2" />
        <TextInput name="Founder.Text" label="Text" required rows={4} className="sm:col-span-2" />
        <FileInput name="Founder.Photo" label="Photo" use="image" fallback={FOUNDER_DEFAULT_PHOTO} />
      </FieldSection>
      <FieldSection title="Timeline">
        <EyebrowInput name="Labels.TimelineEyebrow" />
        <TextInput name="Labels.TimelineTitle" label="Heading" required />
      </FieldSection>
      {fields.map((field, i) => (
        <ListItem key={field.id} title={`Milestone ${i + 1}`} index={i} count={fields.length} move={move} remove={remove}>
          <TextInput name={`Timeline.${i}.Year`} label="Year" required hint="e.g. 1997, or Future" />
          <TextInput name={`Timeline.${i}.Title`} label="Title" />
          <TextInput name={`Timeline.${i}.Text`} label="Text" required rows={2} className="sm:col-span-2" />
        </ListItem>
      ))}
      <ListEnd
        name="Timeline"
        label="Add a milestone"
        full={fields.length >= SITE_CONTENT_LIMITS.timeline}
        onAdd={() => append({ Year: '', Title: '', Text: '' })}
      />
      <FieldSection title="Closing call">
        <TextInput name="Closing.Title" label="Title" required className="sm:col-span-2" />
        <TextInput
          name="Closing.Text"
          label="Text"
          required
          rows={2}
          hint="Above the Contact Us button. If it names a reply time, keep it the spec’s."
          className="sm:col-span-2"
        />
      </FieldSection>
    </>
  );
}

/** The page's intro, then the six industries (fixed, in order): headline, description, key parts and picture of each. */
export function IndustriesFields({ names }: { names: Record<string, string> }) {
  return (
    <>
      <HeroFields name="Intro" />
      <TitledListFields name="Intro.Benefits" heading="Reasons to choose us" itemLabel="Reason" max={PAGE_TEXT_LIMITS.benefits} />
      <FieldSection title="The six industries">
        <TextInput name="Labels.SectorsLabel" label="Label above the list of industries" required />
        <TextInput name="Labels.PartsTitle" label="Heading over each industry’s key parts" required />
      </FieldSection>
      {INDUSTRY_ORDER.map((slug, i) => (
        <ListItem key={slug} title={names[slug] ?? slug} index={i} count={INDUSTRY_ORDER.length}>
          <TextInput name={`Items.${i}.Headline`} label="Headline" required className="sm:col-span-2" />
          <TextInput name={`Items.${i}.Description`} label="Description" required rows={4} className="sm:col-span-2" />
          <LinesField name={`Items.${i}.Parts`} label="Key parts" hint={`One per line, at most ${SITE_CONTENT_LIMITS.industryParts}.`} />
          <FileInput name={`Items.${i}.Image`} label="Picture" use="image" fallback={industryDefaultImage(slug)} />
        </ListItem>
      ))}
    </>
  );
}

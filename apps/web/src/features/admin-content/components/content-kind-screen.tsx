import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { FieldValues } from 'react-hook-form';
import { SITE_CONTENT_KIND_LABELS, type SiteContentDocumentInput, type SiteContentKind } from '@rp/contract';
import { AdminCard, AdminPageHeader, AdminSpinner } from '~/components/ui/admin-page';
import { useContentDetail, useContentOverview } from '../api/content-api';
import { ContentEditor } from './content-editor';
import { HomeFields } from './home-kind-fields';
import { HomePreview } from './home-preview';
import { CertificationsFields, PageMetaFields, TestimonialsFields } from './list-kind-fields';
import { AboutFields, IndustriesFields } from './page-kind-fields';
import { AboutPreview, IndustriesPreview } from './page-previews';
import { ContactFields, ProductsFields, QualityFields } from './page-text-fields';
import { ContactPreview, ProductsPreview, QualityPreview } from './page-text-previews';
import { CertificationsPreview, PageMetaPreview, TestimonialsPreview } from './site-previews';

/** The form and the preview of each kind. */
function partsOf(kind: SiteContentKind, names: Record<string, string>, origin: string) {
  const as = <K extends SiteContentKind>(draft: FieldValues) => draft as SiteContentDocumentInput<K>;
  switch (kind) {
    case 'certifications':
      return { fields: <CertificationsFields />, preview: (d: FieldValues) => <CertificationsPreview draft={as<'certifications'>(d)} /> };
    case 'testimonials':
      return { fields: <TestimonialsFields />, preview: (d: FieldValues) => <TestimonialsPreview draft={as<'testimonials'>(d)} /> };
    case 'about':
      return { fields: <AboutFields />, preview: (d: FieldValues) => <AboutPreview draft={as<'about'>(d)} /> };
    case 'industries':
      return {
        fields: <IndustriesFields names={names} />,
        preview: (d: FieldValues) => <IndustriesPreview draft={as<'industries'>(d)} names={names} />,
      };
    case 'page-meta':
      return { fields: <PageMetaFields />, preview: (d: FieldValues) => <PageMetaPreview draft={as<'page-meta'>(d)} origin={origin} /> };
    case 'quality':
      return { fields: <QualityFields />, preview: (d: FieldValues) => <QualityPreview draft={as<'quality'>(d)} /> };
    case 'contact':
      return { fields: <ContactFields />, preview: (d: FieldValues) => <ContactPreview draft={as<'contact'>(d)} /> };
    case 'products':
      return { fields: <ProductsFields />, preview: (d: FieldValues) => <ProductsPreview draft={as<'products'>(d)} /> };
    case 'home':
      return { fields: <HomeFields />, preview: (d: FieldValues) => <HomePreview draft={as<'home'>(d)} /> };
  }
}

/** /admin/site-content/:kind: one kind's editor with its preview, Undo and versions. */
export function ContentKindScreen({ kind, names, origin }: { kind: SiteContentKind; names: Record<string, string>; origin: string }) {
  const detail = useContentDetail(kind);
  const overview = useContentOverview();
  const parts = partsOf(kind, names, origin);
  return (
    <>
      <Link
        to="/admin/site-content"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-steel-700 hover:underline dark:text-steel-300"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Site content
      </Link>
      <AdminPageHeader title={SITE_CONTENT_KIND_LABELS[kind]} />
      {detail.isPending || overview.isPending ? <AdminSpinner /> : null}
      {detail.isError ? <AdminCard className="p-6 text-sm text-red-700 dark:text-red-300">{detail.error.message}</AdminCard> : null}
      {detail.data && overview.data ? (
        <ContentEditor key={kind} detail={detail.data} canEdit={overview.data.CanEdit} fields={parts.fields} preview={parts.preview} />
      ) : null}
    </>
  );
}

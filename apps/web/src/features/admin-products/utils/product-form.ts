import { z } from 'zod';
import { CATEGORY_SLUGS, PRODUCT_TAGS, isWebLink, type Product, type ProductSaveBody } from '@rp/contract';

/** The form's fields without the cross-field image rule (also used to read drafts back). */
export const productFormFields = z.object({
    ProductTitle: z.string().trim().min(1, 'Product title is required.').max(200, 'Product title must be at most 200 characters.'),
    ProductStn: z.string().trim().min(1, 'Product STN is required.').max(200, 'Product STN must be at most 200 characters.'),
    Category: z.union([z.enum(CATEGORY_SLUGS), z.literal('')]),
    Tags: z.array(z.enum(PRODUCT_TAGS)),
    ProductDescription: z.string().max(5000, 'Description must be at most 5000 characters.'),
    ProductMaterial: z.string().max(200, 'Material must be at most 200 characters.'),
    ProductTolerance: z.string().max(200, 'Tolerance must be at most 200 characters.'),
    ProductApplication: z.string().max(200, 'Application must be at most 200 characters.'),
    ProductFinish: z.string().max(200, 'Finish must be at most 200 characters.'),
    SpecSheetUrl: z
      .string()
      .max(2048, 'The spec sheet URL is too long.')
      .refine((value) => !value.trim() || isWebLink(value.trim()), 'Spec sheet URL must start with https://, http:// or / (a page on this site).'),
    ProductImagesType: z.enum(['URL', 'UploadImage']),
    ProductImages: z.string(),
    ProductMediaFileName: z.string(),
  });

export const productFormSchema = productFormFields.superRefine((values, ctx) => {
    const image = values.ProductImages.trim();
    if (!image) {
      ctx.addIssue({ code: 'custom', path: ['ProductImages'], message: 'A product image is required.' });
      return;
    }
    if (values.ProductImagesType === 'URL' && !isWebLink(image)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ProductImages'],
        message: 'Please enter a valid image URL (starting with https://, http:// or /).',
      });
    }
  });

export type ProductFormValues = z.infer<typeof productFormSchema>;

export const emptyProductForm: ProductFormValues = {
  ProductTitle: '',
  ProductStn: '',
  Category: '',
  Tags: [],
  ProductDescription: '',
  ProductMaterial: '',
  ProductTolerance: '',
  ProductApplication: '',
  ProductFinish: '',
  SpecSheetUrl: '',
  ProductImagesType: 'URL',
  ProductImages: '',
  ProductMediaFileName: '',
};

const isCategory = (value: string): value is (typeof CATEGORY_SLUGS)[number] =>
  (CATEGORY_SLUGS as readonly string[]).includes(value);
const isTag = (value: string): value is (typeof PRODUCT_TAGS)[number] => (PRODUCT_TAGS as readonly string[]).includes(value);
/** The catalogue shows 'N/A' for missing text; the form shows it empty. */
const text = (value: string | null | undefined) => (value && value !== 'N/A' ? value : '');

export function productToForm(product: Product): ProductFormValues {
  return {
    ProductTitle: text(product.ProductTitle),
    ProductStn: text(product.ProductStn),
    Category: isCategory(product.Category) ? product.Category : '',
    Tags: (product.Tags ?? []).filter(isTag),
    ProductDescription: text(product.ProductDescription),
    ProductMaterial: text(product.ProductMaterial),
    ProductTolerance: text(product.ProductTolerance),
    ProductApplication: text(product.ProductApplication),
    ProductFinish: text(product.ProductFinish),
    SpecSheetUrl: text(product.SpecSheetUrl),
    ProductImagesType: product.ProductImagesType === 'UploadImage' ? 'UploadImage' : 'URL',
    ProductImages: product.ProductImages ?? '',
    ProductMediaFileName: product.ProductMediaFileName ?? '',
  };
}

/** The save body: ProductId kept on edit, otherwise a timestamp (spec section 3). */
export function formToSaveBody(values: ProductFormValues, existing?: Product): ProductSaveBody {
  return {
    ...(existing ? { _id: existing._id } : {}),
    ProductId: existing?.ProductId || String(Date.now()),
    ProductTitle: values.ProductTitle.trim(),
    ProductStn: values.ProductStn.trim(),
    ProductDescription: values.ProductDescription.trim(),
    ProductMaterial: values.ProductMaterial.trim(),
    ProductTolerance: values.ProductTolerance.trim(),
    ProductApplication: values.ProductApplication.trim(),
    ProductFinish: values.ProductFinish.trim(),
    SpecSheetUrl: values.SpecSheetUrl.trim(),
    Category: values.Category || null,
    Tags: values.Tags,
    ProductImagesType: values.ProductImagesType,
    ProductImages: values.ProductImages.trim(),
    ProductMediaFileName: values.ProductImagesType === 'UploadImage' ? values.ProductMediaFileName : '',
  };
}

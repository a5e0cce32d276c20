import { z } from 'zod';
import { CATEGORY_SLUGS, LIMITS, PRODUCT_TAGS, isWebLink, productSaveBody, type Product, type ProductSaveBody } from '@rp/contract';
import { followsContract } from '~/lib/contract-rules';

const contract = productSaveBody.shape;
/** An optional text of the form, with the contract's limit and message. */
const text = (field: z.ZodType) => z.string().superRefine(followsContract(field));

/** The form's fields without the cross-field image rule (also used to read drafts back). */
export const productFormFields = z.object({
  ...productSaveBody.pick({ ProductTitle: true, ProductStn: true, ProductImagesType: true }).shape,
  Category: z.union([z.enum(CATEGORY_SLUGS), z.literal('')]),
  Tags: z.array(z.enum(PRODUCT_TAGS)),
  ProductDescription: text(contract.ProductDescription),
  ProductMaterial: text(contract.ProductMaterial),
  ProductTolerance: text(contract.ProductTolerance),
  ProductApplication: text(contract.ProductApplication),
  ProductFinish: text(contract.ProductFinish),
  SpecSheetUrl: z.string().max(LIMITS.urlMax, 'The spec sheet URL is too long.').superRefine(followsContract(contract.SpecSheetUrl)),
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

const isCategory = (value: string): value is (typeof CATEGORY_SLUGS)[number] => (CATEGORY_SLUGS as readonly string[]).includes(value);
const isTag = (value: string): value is (typeof PRODUCT_TAGS)[number] => (PRODUCT_TAGS as readonly string[]).includes(value);
/** The catalog shows 'N/A' for missing text; the form shows it empty. */
const formText = (value: string | null | undefined) => (value && value !== 'N/A' ? value : '');

export function productToForm(product: Product): ProductFormValues {
  return {
    ProductTitle: formText(product.ProductTitle),
    ProductStn: formText(product.ProductStn),
    Category: isCategory(product.Category) ? product.Category : '',
    Tags: (product.Tags ?? []).filter(isTag),
    ProductDescription: formText(product.ProductDescription),
    ProductMaterial: formText(product.ProductMaterial),
    ProductTolerance: formText(product.ProductTolerance),
    ProductApplication: formText(product.ProductApplication),
    ProductFinish: formText(product.ProductFinish),
    SpecSheetUrl: formText(product.SpecSheetUrl),
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

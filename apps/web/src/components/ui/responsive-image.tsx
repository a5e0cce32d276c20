import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@rp/contract/plain';
import type { ImageVariant } from '@rp/contract';

/** A shipped image: its copies lie beside it (scripts/media/generate-image-variants.mjs, ADR 038). */
const SHIPPED_IMAGE = /^\/images\/(products|categories|industries|about)\/[a-z0-9-]+\.webp$/;

/** `/images/products/x.webp` -> `/images/products/x-400.avif`, ... ; nothing for any other address. */
export function shippedImageVariants(src: string): ImageVariant[] {
  if (!SHIPPED_IMAGE.test(src)) return [];
  return IMAGE_VARIANT_FORMATS.flatMap((format) =>
    IMAGE_VARIANT_WIDTHS.map((width) => ({ width, format, url: src.replace(/\.webp$/, `-${width}.${format}`) })),
  );
}

const srcSet = (variants: readonly ImageVariant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'width' | 'height' | 'alt'> & {
  src: string;
  alt: string;
  /** Intrinsic size of the picture: reserves its box before it loads (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn at each breakpoint of its layout, e.g. '(min-width: 640px) 50vw, 100vw'. */
  sizes: string;
  /** Resized copies (an upload's ProductImageVariants); by default those of a shipped image. */
  variants?: readonly ImageVariant[];
  /** The first card row / the largest image of the first screen: loaded at once, ahead of the rest. */
  priority?: boolean;
  /** Shown instead (a plain <img>) when the picture cannot load. */
  fallbackSrc?: string;
};

/**
 * The one way the site shows a content image: `<picture>` with AVIF and WebP sources at 400 and 800
 * wide when the image has copies, a plain `<img>` otherwise (an outside link). Lazy unless `priority`.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, variants, priority = false, fallbackSrc, onError, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const shown = failed && fallbackSrc ? fallbackSrc : src;
  const copies = failed ? [] : (variants ?? shippedImageVariants(src));

  const img = (
    <img
      {...rest}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      onError={(e) => {
        if (fallbackSrc && !failed && src !== fallbackSrc) setFailed(true);
        else onError?.(e);
      }}
    />
  );
  if (!copies.length) return img;
  return (
    <picture>
      {IMAGE_VARIANT_FORMATS.map((format) => {
        const ofFormat = copies.filter((v) => v.format === format);
        return ofFormat.length ? <source key={format} type={`image/${format}`} srcSet={srcSet(ofFormat)} sizes={sizes} /> : null;
      })}
      {img}
    </picture>
  );
}

import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import { PLACEHOLDER_IMAGE, type ImageVariant } from '@rp/contract';
import { ResponsiveImage } from '~/components/ui/responsive-image';

type Stage = 'src' | 'placeholder' | 'icon';

/** With `sizes`: drawn small from its AVIF/WebP copies (ADR 038); without: the original itself (previews, zoom). */
type Responsive = { sizes: string; variants?: ImageVariant[] } | { sizes?: undefined; variants?: undefined };

/**
 * An <img> that shows the product placeholder when its source is missing or fails to load
 * (and a plain icon if even the placeholder cannot load).
 */
export function ProductImage({
  src,
  alt,
  className = '',
  style,
  sizes,
  variants,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'sizes' | 'loading'> & { src: string | undefined } & Responsive) {
  const [stage, setStage] = useState<Stage>(src ? 'src' : 'placeholder');
  useEffect(() => setStage(src ? 'src' : 'placeholder'), [src]);

  if (stage === 'icon') {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`${className} flex items-center justify-center text-slate-400 dark:text-slate-500`}
        style={style}
        data-failed="true"
        data-testid={(rest as Record<string, unknown>)['data-testid'] as string | undefined}
      >
        <ImageOff className="h-1/3 max-h-10 w-1/3 max-w-10" aria-hidden="true" />
      </span>
    );
  }

  const onError = () => setStage((current) => (current === 'src' && src !== PLACEHOLDER_IMAGE ? 'placeholder' : 'icon'));
  if (stage === 'src' && src && sizes) {
    return (
      <ResponsiveImage
        {...rest}
        className={className}
        style={style}
        src={src}
        variants={variants}
        sizes={sizes}
        width={800}
        height={600}
        alt={alt ?? ''}
        onError={onError}
      />
    );
  }

  return (
    <img
      {...rest}
      className={className}
      style={style}
      src={stage === 'src' ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      data-failed={stage !== 'src' || undefined}
      onError={onError}
    />
  );
}

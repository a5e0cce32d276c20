import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import { PLACEHOLDER_IMAGE } from '@rp/contract';

type Stage = 'src' | 'placeholder' | 'icon';

/**
 * An <img> that shows the product placeholder when its source is missing or fails to load
 * (and a plain icon if even the placeholder cannot load).
 */
export function ProductImage({
  src,
  alt,
  className = '',
  style,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined }) {
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

  return (
    <img
      {...rest}
      className={className}
      style={style}
      src={stage === 'src' ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      data-failed={stage !== 'src' || undefined}
      onError={() => setStage((current) => (current === 'src' && src !== PLACEHOLDER_IMAGE ? 'placeholder' : 'icon'))}
    />
  );
}

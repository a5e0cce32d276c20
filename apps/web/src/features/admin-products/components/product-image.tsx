import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@rp/contract';

/** An <img> that shows the product placeholder when its source is missing or fails to load. */
export function ProductImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const showPlaceholder = failed || !src;
  return (
    <img
      {...rest}
      src={showPlaceholder ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-failed={showPlaceholder || undefined}
      onError={() => {
        if (!showPlaceholder) setFailed(true);
      }}
    />
  );
}

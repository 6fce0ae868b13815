import { isMediaUrl, MEDIA_WIDTHS, mediaSrcSet, mediaUrl, type MediaWidth } from '@bikri/schema/media';
import { Box, Image, type ImageProps } from '@chakra-ui/react';

export interface MediaImageProps extends Omit<
  ImageProps,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'decoding' | 'htmlWidth' | 'htmlHeight'
> {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is laid out at each viewport width. */
  sizes: string;
  /** Width and height attributes in the box's proportions, so the page keeps its layout before the image arrives. */
  htmlWidth: number;
  htmlHeight: number;
  /** The copies offered, from the BFF's ladder (all of it unless given). */
  widths?: readonly MediaWidth[];
  /** Loads at once, for what is likely on screen when the page opens; otherwise when scrolled near. */
  eager?: boolean;
}

/**
 * A gateway image (`/media/…`) in the size that fits its box: WebP copies for the browsers that
 * take them, copies in the original type for the others, the browser choosing the width from
 * `sizes` and its pixel density. Any other address (an upload preview, another site) is shown as it is.
 */
export function MediaImage({ src, sizes, widths = MEDIA_WIDTHS, eager = false, ...rest }: MediaImageProps) {
  const loading = eager ? 'eager' : 'lazy';
  if (!isMediaUrl(src)) return <Image src={src} loading={loading} decoding="async" {...rest} />;
  return (
    <Box asChild display="contents">
      <picture>
        <source type="image/webp" srcSet={mediaSrcSet(src, widths, 'webp')} sizes={sizes} />
        <Image
          src={mediaUrl(src, widths[widths.length - 1]!)}
          srcSet={mediaSrcSet(src, widths)}
          sizes={sizes}
          loading={loading}
          decoding="async"
          {...rest}
        />
      </picture>
    </Box>
  );
}

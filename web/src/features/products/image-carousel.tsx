import { Box, Carousel, IconButton } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight, LuImageOff } from 'react-icons/lu';
import { MediaImage } from '../../components/ui/media-image.tsx';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * How wide a slide is at each viewport width: the page's first column (product-detail-page.tsx: one
 * column below md, two from md with 40 px between), inside the signed-in layout's padding and,
 * from lg, its 240 px sidebar (app/layout/app-layout.tsx).
 */
const SLIDE_SIZES = [
  '(min-width: 64em) calc((100vw - 344px) / 2)',
  '(min-width: 48em) calc((100vw - 104px) / 2)',
  'calc(100vw - 32px)',
].join(', ');

/**
 * Product images: previous, next, dots, wraps around; arrow keys, swipe and mouse drag. Every
 * slide loads at once: a product has a few images, and the next should be there when swiped to.
 */
export function ImageCarousel({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  if (images.length === 0) {
    return (
      <Box
        aspectRatio={1}
        bg="bg.muted"
        borderRadius="l3"
        display="grid"
        placeItems="center"
        color="fg.subtle"
        fontSize="4xl"
      >
        <LuImageOff />
      </Box>
    );
  }
  return (
    <Carousel.Root
      slideCount={images.length}
      loop
      allowMouseDrag
      gap="4"
      aria-label={t('products.images', { name })}
      // What a screen reader says of the slides and dots, in the interface's language (the library's own words are English).
      aria-roledescription={t('products.carousel')}
      translations={{
        item: (index, count) => t('products.slideOf', { index: formatNumber(index + 1), count: formatNumber(count) }),
        indicator: (index) => t('products.goToSlide', { index: formatNumber(index + 1) }),
      }}
    >
      <Carousel.ItemGroup borderRadius="l3" overflow="hidden">
        {images.map((src, index) => (
          <Carousel.Item key={src} index={index} aria-roledescription={t('products.slide')}>
            <MediaImage
              src={src}
              alt={t('products.imageOf', { name, index: formatNumber(index + 1), count: formatNumber(images.length) })}
              sizes={SLIDE_SIZES}
              htmlWidth={1280}
              htmlHeight={1280}
              eager
              aspectRatio={1}
              w="full"
              objectFit="cover"
              draggable={false}
            />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      {images.length > 1 && (
        <Carousel.Control justifyContent="center" gap="4">
          <Carousel.PrevTrigger asChild>
            <IconButton size="sm" variant="outline" aria-label={t('products.prevImage')}>
              <LuChevronLeft />
            </IconButton>
          </Carousel.PrevTrigger>
          {/* A 10 px dot in a 24 px target, the least a finger can aim at (WCAG 2.2's 2.5.8). */}
          <Carousel.Indicators
            boxSize="6"
            p="7px"
            backgroundClip="content-box"
            bgColor="gray.300"
            _current={{ bgColor: 'orange.600' }}
          />
          <Carousel.NextTrigger asChild>
            <IconButton size="sm" variant="outline" aria-label={t('products.nextImage')}>
              <LuChevronRight />
            </IconButton>
          </Carousel.NextTrigger>
        </Carousel.Control>
      )}
    </Carousel.Root>
  );
}

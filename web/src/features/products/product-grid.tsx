import type { MediaWidth } from '@bikri/schema/media';
import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * How wide a card's image is at each viewport width, from the grid's columns below and the
 * signed-in layout around it (app/layout/app-layout.tsx: main padding 16 px, 32 px from md; the
 * 240 px sidebar from lg); 20 px between cards. Breakpoints are Chakra's: sm 30em, md 48em,
 * lg 64em, xl 80em.
 */
export const CARD_IMAGE_SIZES = [
  '(min-width: 80em) calc((100vw - 364px) / 4)',
  '(min-width: 64em) calc((100vw - 344px) / 3)',
  '(min-width: 48em) calc((100vw - 84px) / 2)',
  '(min-width: 30em) calc((100vw - 52px) / 2)',
  'calc(100vw - 32px)',
].join(', ');

/**
 * Copies a card may use. A card is up to about 470 CSS pixels wide (more only on screens over
 * 2,200 pixels); 480 pixels give a phone's one-column card about 1.3 device pixels per CSS pixel,
 * which keeps a long grid light on mobile data at any screen density. The detail page's carousel
 * offers the whole ladder, for a sharp look at one product.
 */
export const CARD_IMAGE_WIDTHS: readonly MediaWidth[] = [160, 320, 480];

/** Cards in the first row: their images load at once, the others as the grid scrolls near them. */
export const EAGER_CARDS = 4;

/** The product grid: 1 to 4 columns by width. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5">
      {children}
    </SimpleGrid>
  );
}

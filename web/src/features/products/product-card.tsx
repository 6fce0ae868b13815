import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuImageOff } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { MediaImage } from '../../components/ui/media-image.tsx';
import { OnFirstUse } from '../../components/ui/on-first-use.tsx';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDTHS } from './product-grid.tsx';
import type { ProductCard_ProductFragment } from './products.generated.ts';
import { ShareProduct } from './share-product.tsx';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { ProductActionsButton, type AdminAction } from './product-actions-button.tsx';
import { Button } from '../../components/ui/button.tsx';

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** What the viewer can do: an admin's menu, a marketer's add button, or the my-list remove button. */
  mode: 'admin' | 'marketer' | 'myList';
  busy?: boolean;
  /** Its image loads at once rather than when scrolled near (the first row). */
  eager?: boolean;
  onAdminAction?: (action: AdminAction, product: ProductCard_ProductFragment) => void;
  onAdd?: (product: ProductCard_ProductFragment) => void;
  onRemove?: (product: ProductCard_ProductFragment) => void;
}

/** The admin's menu on a product (product-admin-menu.tsx), loaded on the first press of its button. */
const loadAdminMenu = async () => (await import('./product-admin-menu.tsx')).ProductAdminMenu;

/** The card's two buttons share one line at any width, a long label wrapping inside its button. */
const SHARED_LINE = { flex: '1 1 0', minW: '0', whiteSpace: 'normal', h: 'auto', minH: '8', py: '1' } as const;

/** A product in the grid: image, name, price, commission, stock badge and actions. */
export function ProductCard({ product, mode, busy, eager, onAdminAction, onAdd, onRemove }: ProductCardProps) {
  const available = product.status === 'AVAILABLE';
  const t = useT();
  const needsConnection = useNeedsConnection();
  return (
    <Card.Root overflow="hidden" data-testid="product-card" aria-label={product.name}>
      {/* Hidden overflow keeps the box 4:3: an aspect ratio alone lets a taller image stretch it. */}
      <Box position="relative" bg="bg.muted" aspectRatio={4 / 3} overflow="hidden">
        {product.images[0] ? (
          <MediaImage
            src={product.images[0]}
            alt={product.name}
            sizes={CARD_IMAGE_SIZES}
            widths={CARD_IMAGE_WIDTHS}
            htmlWidth={640}
            htmlHeight={480}
            eager={eager}
            w="full"
            h="full"
            objectFit="cover"
          />
        ) : (
          <Box h="full" display="grid" placeItems="center" color="fg.subtle" fontSize="3xl">
            <LuImageOff />
          </Box>
        )}
        {!available && (
          <Badge position="absolute" top="3" left="3" colorPalette="red" variant="solid">
            {t('products.outOfStock')}
          </Badge>
        )}
        {mode === 'admin' && (
          <OnFirstUse
            button={(use) => <ProductActionsButton product={product} busy={busy} onClick={use} />}
            load={loadAdminMenu}
            props={{ product, busy, onAdminAction }}
          />
        )}
      </Box>
      <Card.Body gap="2" p="4">
        <Text fontWeight="semibold" lineClamp={2} title={product.name}>
          {product.name}
        </Text>
        <Stack gap="0" fontSize="sm">
          <Text>
            {t('products.price')} <strong>{formatMoney(product.price)}</strong>
          </Text>
          <Text color="green.700">
            {t('products.commission')} <strong>{formatMoney(product.commission)}</strong> (
            {t('products.rateOfPrice', { rate: formatPercent(product.commissionRate) })})
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <HStack w="full" gap="2" align="stretch">
          <Button asChild variant="outline" size="sm" {...SHARED_LINE}>
            <RouterLink to={`/productDetail?productId=${encodeURIComponent(product.id)}`}>
              {t('products.viewDetails')}
            </RouterLink>
          </Button>
          {mode === 'marketer' &&
            (product.inMyList ? (
              <Button size="sm" variant="subtle" colorPalette="green" disabled {...SHARED_LINE}>
                <LuCheck /> {t('products.inMyList')}
              </Button>
            ) : (
              <Button
                size="sm"
                colorPalette="orange"
                {...needsConnection(!available)}
                loading={busy}
                onClick={() => onAdd?.(product)}
                {...SHARED_LINE}
              >
                {t('products.addToMine')}
              </Button>
            ))}
          {mode === 'myList' && (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              {...needsConnection()}
              loading={busy}
              onClick={() => onRemove?.(product)}
              {...SHARED_LINE}
            >
              {t('products.removeFromMine')}
            </Button>
          )}
          <ShareProduct product={product} compact />
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

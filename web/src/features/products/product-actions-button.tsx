import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import type { ProductCard_ProductFragment } from './products.generated.ts';

export type AdminAction = 'edit' | 'toggle' | 'delete';

/** The `⋮` button of an admin's product card: the menu's trigger. */
export function ProductActionsButton({
  product,
  busy,
  ...props
}: IconButtonProps & { product: ProductCard_ProductFragment; busy?: boolean }) {
  const t = useT();
  const needsConnection = useNeedsConnection();
  return (
    <IconButton
      aria-label={t('products.actionsFor', { name: product.name })}
      size="sm"
      variant="solid"
      colorPalette="gray"
      position="absolute"
      top="2"
      right="2"
      {...props}
      {...needsConnection(busy)}
    >
      <LuEllipsisVertical />
    </IconButton>
  );
}

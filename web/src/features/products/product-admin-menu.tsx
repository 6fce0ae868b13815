import { Menu, Portal } from '@chakra-ui/react';
import { LuPackageCheck, LuPackageX, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import { ProductActionsButton, type AdminAction } from './product-actions-button.tsx';
import type { ProductCard_ProductFragment } from './products.generated.ts';

/** The admin's menu on a product card: edit, mark out of stock or available, delete. Open when it first renders. */
export function ProductAdminMenu({
  product,
  busy,
  onAdminAction,
}: {
  product: ProductCard_ProductFragment;
  busy?: boolean;
  onAdminAction?: (action: AdminAction, product: ProductCard_ProductFragment) => void;
}) {
  const t = useT();
  const available = product.status === 'AVAILABLE';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <ProductActionsButton product={product} busy={busy} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onClick={() => onAdminAction?.('edit', product)}>
              <LuPencil /> {t('products.edit')}
            </Menu.Item>
            <Menu.Item value="toggle" onClick={() => onAdminAction?.('toggle', product)}>
              {available ? <LuPackageX /> : <LuPackageCheck />}{' '}
              {available ? t('products.markOutOfStock') : t('products.available')}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onClick={() => onAdminAction?.('delete', product)}>
              <LuTrash2 /> {t('products.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useT } from '../../lib/i18n.ts';

/**
 * At most 3 toasts at a time, at the bottom of the window (across it on a phone), where
 * they cover neither the top bar nor a page's title and status banner.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 3,
  offsets: { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** How long each kind of toast shows, in milliseconds. */
export const TOAST_MS = {
  success: 1000,
  error: 2000,
  orderError: 3000,
  info: 3000,
  long: 5000,
} as const;

/** A success; with `action`, a button that goes on from it (shown for longer, to be reached). */
export function notifySuccess(
  title: string,
  duration: number = TOAST_MS.success,
  action?: { label: string; onClick: () => void },
) {
  return toaster.create({
    type: 'success',
    title,
    duration: action ? TOAST_MS.long : duration,
    closable: true,
    action,
  });
}

export function notifyError(title: string, duration: number = TOAST_MS.error, description?: string) {
  return toaster.create({ type: 'error', title, description, duration, closable: true });
}

export function notifyInfo(title: string, duration: number = TOAST_MS.info) {
  return toaster.create({ type: 'info', title, duration, closable: true });
}

/** Rendered once, by `UiProvider`: a live region, named in the interface's language, that announces each toast. */
export function Toaster() {
  const t = useT();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toast.region')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.dismiss')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

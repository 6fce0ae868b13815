import { Stack, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates a page the build prerendered (its server snapshot), true once it has,
 * and from the start in a page the app rendered itself.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A sign-in form: its fields (`children`), what went wrong with the whole form, and its submit
 * button. A prerendered form (web/prerender.ts) shows before the app's script has run: its button
 * waits for the app, and what the visitor (or the browser's autofill) typed by then is handed to
 * `onTyped` once the app has taken the form over, by field name, for the page to keep.
 */
export function AuthForm({
  onSubmit,
  onTyped,
  children,
  error,
  busy,
  busyText,
  submitText,
  submitProps,
}: {
  onSubmit: () => void;
  onTyped: (typed: Record<string, string>) => void;
  children: ReactNode;
  error: string | null;
  busy: boolean;
  busyText: string;
  submitText: string;
  submitProps?: ButtonProps;
}) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const prerendered = useRef(!hydrated);
  useEffect(() => {
    if (!hydrated || !prerendered.current || !form.current) return;
    prerendered.current = false;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') typed[name] = value;
    onTyped(typed);
  }, [hydrated, onTyped]);
  return (
    <Stack asChild gap="4">
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        // Sent by the browser itself (before the app runs, by a password manager), a POST keeps the
        // fields out of the address and its logs; the BFF answers it with the page again.
        method="post"
        noValidate
      >
        {children}
        <FormError message={error} />
        <Button
          type="submit"
          colorPalette="orange"
          size="lg"
          loading={busy}
          loadingText={busyText}
          {...submitProps}
          disabled={!hydrated || submitProps?.disabled}
        >
          {submitText}
        </Button>
      </form>
    </Stack>
  );
}

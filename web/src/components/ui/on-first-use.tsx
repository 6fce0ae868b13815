import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { notifyError } from './toaster.tsx';
import { translate } from '../../lib/i18n.ts';

/** Shows `fallback` in place of children that failed to render, and says so once. */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    notifyError(translate('error.offline'));
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface OnFirstUseProps<P extends object> {
  /** The button that stands for the widget until it is in; `use` loads it. */
  button: (use: () => void) => ReactNode;
  /** The widget's code, which renders the button again as its trigger and opens on its first render. */
  load: () => Promise<ComponentType<P>>;
  props: P;
}

/**
 * A widget whose code loads on its first press (the top bar's menus, a product's share dialog):
 * the button until then, and again while the code loads. When the code does not arrive (the
 * connection dropped), the button stays, a toast says why, and the next press tries again.
 */
export function OnFirstUse<P extends object>({ button, load, props }: OnFirstUseProps<P>) {
  // A new lazy component for each try: React keeps a failed one failed.
  const [attempt, setAttempt] = useState<{ tries: number; Widget: ComponentType<P> } | null>(null);
  const use = () =>
    setAttempt((last) => ({ tries: (last?.tries ?? 0) + 1, Widget: lazy(async () => ({ default: await load() })) }));
  if (!attempt) return button(use);
  const { Widget } = attempt;
  return (
    <LoadFailure key={attempt.tries} fallback={button(use)}>
      <Suspense fallback={button(() => undefined)}>
        <Widget {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/** What stands for a widget whose code did not arrive: it calls `failed` once it is shown. */
function NotOpened({ failed }: { failed: () => void }) {
  useEffect(failed, [failed]);
  return null;
}

export interface OnFirstOpenProps<P extends { onClose: () => void }> {
  /** Whether the widget is open: its code loads the first time it is. */
  open: boolean;
  /** The widget's code: a dialog or menu, open as its props say. */
  load: () => Promise<ComponentType<P>>;
  props: P;
}

/**
 * A dialog or menu whose code loads the first time it opens (an order's menu, a question before
 * an action): nothing until then, and it stays mounted after, so that it closes as it should.
 * When the code does not arrive, a toast says why, it closes, and the next opening tries again.
 */
export function OnFirstOpen<P extends { onClose: () => void }>({ open, load, props }: OnFirstOpenProps<P>) {
  const [Widget, setWidget] = useState<ComponentType<P> | null>(null);
  // Set while rendering, as React allows for state that follows props: each opening without the
  // widget loads it (a function is stored through an updater, not called).
  if (open && !Widget) setWidget(() => lazy(async () => ({ default: await load() })));
  if (!Widget) return null;
  const failed = () => {
    setWidget(null);
    props.onClose();
  };
  return (
    <LoadFailure fallback={<NotOpened failed={failed} />}>
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    </LoadFailure>
  );
}

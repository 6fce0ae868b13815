import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { waitingHint } from '../lib/kept-on-phone.ts';
import { useConnection } from '../lib/network-state.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { whenIdle } from '../lib/when-idle.ts';

type Prompt = ComponentType<{ userId: string }>;
const loadPrompt = async (): Promise<Prompt> =>
  (await import('../features/orders/send-waiting-prompt.tsx')).SendWaitingPrompt;

/**
 * The signed-in screens, and for a marketer the question whether to send the orders waiting on
 * this phone: its code is loaded, once the page is idle, only when orders wait (looked at as the
 * app opens and each time the connection changes).
 */
export function WaitingOrdersSlot() {
  const viewer = useViewer();
  const marketer = viewer.role === 'USER';
  const [prompt, setPrompt] = useState<{ Prompt: Prompt } | null>(null);
  const connection = useConnection();
  const waiting = marketer && prompt === null && waitingHint(viewer.id) > 0;
  useEffect(() => {
    if (!waiting) return;
    return whenIdle(() => void loadPrompt().then((Prompt) => setPrompt({ Prompt })));
  }, [waiting, connection]);
  return (
    <>
      <Outlet />
      {marketer && prompt && <prompt.Prompt userId={viewer.id} />}
    </>
  );
}

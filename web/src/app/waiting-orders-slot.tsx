import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { useViewer } from '../lib/use-viewer.ts';
import { whenIdle } from '../lib/when-idle.ts';

type Prompt = ComponentType<{ userId: string }>;
const loadPrompt = async (): Promise<Prompt> => (await import('../features/orders/send-waiting-prompt.tsx')).SendWaitingPrompt;

/**
 * The signed-in screens, and for a marketer the question whether to send the orders waiting on
 * this phone, loaded once the page is idle (it is not part of any first screen).
 */
export function WaitingOrdersSlot() {
  const viewer = useViewer();
  const marketer = viewer.role === 'USER';
  const [prompt, setPrompt] = useState<{ Prompt: Prompt } | null>(null);
  useEffect(() => {
    if (!marketer) return;
    return whenIdle(() => void loadPrompt().then((Prompt) => setPrompt({ Prompt })));
  }, [marketer]);
  return (
    <>
      <Outlet />
      {marketer && prompt && <prompt.Prompt userId={viewer.id} />}
    </>
  );
}

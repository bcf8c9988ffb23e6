import { useEffect, useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded overlay mounts then and stays
 * mounted (its own state and closing animation as before), so its code loads only when needed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * `open`, but false for the first frame after mount: an overlay that mounts already open (just
 * loaded) still slides or fades in, as it does when mounted closed and opened later.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted && open;
}

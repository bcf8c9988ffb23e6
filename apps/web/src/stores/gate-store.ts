import { create } from 'zustand';

/**
 * A step the member must take before an action goes through, shown over the page they are on.
 * 'agreement': accept the user agreement (code 100000032). Later restricted actions add theirs.
 */
export type GateKind = 'agreement';

interface GateState {
  /** The gate on screen, or null. */
  open: GateKind | null;
  /** Shows the gate; resolves true once passed, false when the member turns back. */
  ask: (kind: GateKind) => Promise<boolean>;
  /** The member passed the gate (true) or closed it (false): every action waiting on it learns which. */
  settle: (passed: boolean) => void;
}

let waiting: Array<(passed: boolean) => void> = [];

/**
 * Gates that keep the member's place: the page stays mounted under the sheet, so a form keeps
 * what was typed, and the action that met the gate continues once it is passed (the API client
 * sends the same request again). Several actions meeting the same gate share one sheet.
 */
export const useGateStore = create<GateState>((set, get) => ({
  open: null,
  ask: (kind) =>
    new Promise<boolean>((resolve) => {
      const current = get().open;
      if (current !== null && current !== kind) {
        // One gate at a time: the other action stops here and the member may try it again.
        resolve(false);
        return;
      }
      waiting.push(resolve);
      set({ open: kind });
    }),
  settle: (passed) => {
    const resolvers = waiting;
    waiting = [];
    set({ open: null });
    for (const resolve of resolvers) resolve(passed);
  },
}));

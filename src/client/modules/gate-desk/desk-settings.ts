/**
 * What a gate's browser remembers of its desk: the gate it stands at and whether its sounds are
 * muted. Per browser (localStorage), since a desk is a device at one gate, not a user's preference.
 */
const gateKey = 'gateDesk.gate';
const mutedKey = 'gateDesk.muted';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const read = (key: string) => {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};

const write = (key: string, value: string) => {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
};

export const rememberedGate = (): string | undefined => read(gateKey);
export const rememberGate = (GateCode: string) => write(gateKey, GateCode);
export const soundsMuted = (): boolean => read(mutedKey) === 'true';
export const setSoundsMuted = (muted: boolean) => write(mutedKey, String(muted));

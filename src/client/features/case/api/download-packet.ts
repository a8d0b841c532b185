import { useRef, useState } from 'react';
import type { PacketRequest } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';

/** The claim packet as a ZIP, filled with what the veteran typed for this download only. */
export const downloadPacket = (request: PacketRequest) => api.download('/api/case/packet', request);

type PacketDownload =
  { state: 'idle' } | { state: 'building' } | { state: 'failed'; error: unknown };

/**
 * Not a TanStack mutation on purpose: a mutation keeps its variables in the query client's
 * cache, and the Social Security number must live nowhere but the open form.
 */
export function usePacketDownload() {
  const [status, setStatus] = useState<PacketDownload>({ state: 'idle' });
  // Each start or reset is a new attempt; an answer to an abandoned one is dropped.
  const attempt = useRef(0);

  /** The packet, or the failure; null when the veteran gave up on it before it came. */
  const start = async (request: PacketRequest) => {
    const mine = ++attempt.current;
    setStatus({ state: 'building' });
    try {
      const packet = await downloadPacket(request);
      if (mine !== attempt.current) return null;
      setStatus({ state: 'idle' });
      return { packet };
    } catch (error) {
      if (mine !== attempt.current) return null;
      setStatus({ state: 'failed', error });
      return { error };
    }
  };

  const reset = () => {
    attempt.current += 1;
    setStatus({ state: 'idle' });
  };

  return { status, start, reset };
}

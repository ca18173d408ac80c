import { useEffect, useRef, useState } from 'react';
import { onFrame, sendFrame, useRealtime } from '../../../app/realtime';
import { useSession } from '../../../stores/session';

/** Someone with the design open in the designer (the server's DesignEditors frame, decision 074). */
export interface DesignEditor {
  userId: string;
  name: string;
  account: string;
  avatar: string;
  /** when they opened it (ms) */
  since: number;
}

/** A save of the design by someone else (the server's DesignSaved frame). */
export interface DesignSave {
  version: number;
  userId: string;
  name: string;
  at: number;
}

const editorsOf = (value: unknown): DesignEditor[] =>
  Array.isArray(value)
    ? value.filter((e): e is DesignEditor => typeof e?.userId === 'string' && typeof e?.name === 'string')
    : [];

/**
 * Says on the realtime channel that this tab has the design open (again after every reconnect: the server
 * forgot the socket that dropped) and closed when the editor goes; answers the others who have it open,
 * and the latest save someone else made while it was open.
 */
export function useDesignPresence(designId: string): { others: DesignEditor[]; lastSave: DesignSave | null } {
  const connected = useRealtime((s) => s.connected);
  const me = useSession((s) => s.userInfo?.userId);
  const [editors, setEditors] = useState<DesignEditor[]>([]);
  const [lastSave, setLastSave] = useState<DesignSave | null>(null);
  // Lists from two server processes may arrive out of order: the higher revision is the later one.
  const revision = useRef(0);

  useEffect(() => {
    const offEditors = onFrame('DesignEditors', (frame) => {
      const next = Number(frame.revision);
      if (frame.designId !== designId || !(next > revision.current)) return;
      revision.current = next;
      setEditors(editorsOf(frame.editors));
    });
    const offSaved = onFrame('DesignSaved', (frame) => {
      if (frame.designId !== designId || typeof frame.userId !== 'string') return;
      setLastSave({
        version: Number(frame.version),
        userId: frame.userId,
        name: String(frame.name ?? ''),
        at: Number(frame.at),
      });
    });
    return () => {
      offEditors();
      offSaved();
    };
  }, [designId]);

  useEffect(() => {
    if (!connected) return;
    sendFrame({ method: 'DesignOpen', designId });
    return () => {
      sendFrame({ method: 'DesignClose', designId });
    };
  }, [connected, designId]);

  // While the channel is down the list is not kept up to date: better none than a stale one.
  const others = connected ? editors.filter((editor) => editor.userId !== me) : [];
  // One's own saves come back too (another tab's as well); the 409 still guards those.
  return { others, lastSave: lastSave && lastSave.userId !== me ? lastSave : null };
}

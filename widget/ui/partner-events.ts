import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { parsePot } from '../core/money.ts';
import { readyDetail } from '../element/widget-config.ts';
import { sendBeacon } from './beacon.ts';
import { useWidget, withPartner } from './widget-context.ts';

/** How long a valid pot must stay in the input before it counts as entered (typing settles). */
export const POT_SETTLE_MS = 800;

/**
 * The element's lifecycle events for partners: `dc:ready` once mounted, and `dc:pot-entered` (with
 * its beacon for the partner report) once per element, when a valid pot has settled. An element
 * without a pot input (`view="results"`) leaves pot-entered to its calculator.
 */
export function usePartnerEvents(): void {
  const { store, config, emit } = useWidget();
  useEffect(() => {
    emit('dc:ready', readyDetail(config.peek()));
  }, [config, emit]);

  useEffect(() => {
    if (config.peek().view === 'results') return;
    let sent = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = effect(() => {
      const pot = parsePot(store.potRaw.value);
      clearTimeout(timer);
      if (sent || !pot) return;
      timer = setTimeout(() => {
        sent = true;
        const { partner, apiBase } = config.peek();
        emit('dc:pot-entered', withPartner({ version: 1 }, partner));
        sendBeacon(apiBase, partner, 'pot');
      }, POT_SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, config, emit]);
}

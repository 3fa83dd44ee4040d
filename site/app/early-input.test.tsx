import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input.ts';

/** A form whose state is what the tests read: what would be sent. */
function Form({ onState }: { onState: (state: Record<string, unknown>) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [time, setTime] = useState('');
  const [agree, setAgree] = useState(false);
  const [pot, setPot] = useState('250000');
  onState({ name, note, time, agree, pot });
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="time" value={time} onChange={(event) => setTime(event.target.value)}>
        <option value="">Choose</option>
        <option value="morning">Morning</option>
      </select>
      <input
        aria-label="agree"
        type="checkbox"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <input aria-label="pot" value={pot} onChange={(event) => setPot(event.target.value)} />
    </form>
  );
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Prerenders the form, lets `typeBefore` change the page before hydration, then hydrates it. */
async function hydrateAfter(typeBefore: (form: HTMLFormElement) => void) {
  let state: Record<string, unknown> = {};
  const onState = (next: Record<string, unknown>) => {
    state = next;
  };
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onState={onState} />);
  document.body.append(container);
  typeBefore(container.querySelector('form') as HTMLFormElement);
  await act(async () => {
    root = hydrateRoot(container as HTMLDivElement, <Form onState={onState} />);
  });
  const field = <T extends Element>(label: string) =>
    container?.querySelector(`[aria-label="${label}"]`) as T;
  return { state: () => state, container, field };
}

describe('replayEarlyInput', () => {
  // happy-dom has no "dirty value" flag for textareas and boxes: React's hydration sets their
  // defaults and happy-dom then drops what was typed, which a browser keeps. Those kinds are covered
  // in Chromium by the e2e test "what a visitor typed before the scripts loaded is sent once they
  // have" (contact form: text fields, two selects and a checkbox, all required).
  it('gives React what was typed before hydration', async () => {
    const page = await hydrateAfter((form) => {
      (form.querySelector('[aria-label="name"]') as HTMLInputElement).value = 'Pat Early';
    });
    // Without the replay React keeps its own values while the page shows the typed ones.
    expect(page.state()).toMatchObject({ name: '' });
    expect(page.field<HTMLInputElement>('name').value).toBe('Pat Early');

    let replayed = 0;
    await act(async () => {
      replayed = replayEarlyInput(page.container);
    });
    expect(replayed).toBe(1);
    expect(page.state()).toEqual({ name: 'Pat Early', note: '', time: '', agree: false, pot: '250000' });
    expect(page.field<HTMLInputElement>('name').value).toBe('Pat Early');
  });

  it('hands over a changed select', async () => {
    const page = await hydrateAfter((form) => {
      (form.querySelector('[aria-label="time"]') as HTMLSelectElement).value = 'morning';
    });
    await act(async () => {
      replayEarlyInput(page.container);
    });
    expect(page.state()).toMatchObject({ time: 'morning' });
  });

  it('leaves fields nobody touched alone, including prerendered values', async () => {
    const page = await hydrateAfter(() => {});
    let replayed = -1;
    await act(async () => {
      replayed = replayEarlyInput(page.container);
    });
    expect(replayed).toBe(0);
    expect(page.state()).toEqual({ name: '', note: '', time: '', agree: false, pot: '250000' });
  });

  it('keeps a cleared prerendered value cleared', async () => {
    const page = await hydrateAfter((form) => {
      (form.querySelector('[aria-label="pot"]') as HTMLInputElement).value = '';
    });
    await act(async () => {
      replayEarlyInput(page.container);
    });
    expect(page.state()).toMatchObject({ pot: '' });
  });

  it('then behaves like any field: the next keystroke is seen too', async () => {
    const page = await hydrateAfter((form) => {
      (form.querySelector('[aria-label="name"]') as HTMLInputElement).value = 'Pat';
    });
    await act(async () => {
      replayEarlyInput(page.container);
    });
    const name = page.field<HTMLInputElement>('name');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(name, 'Pat Early');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(page.state()).toMatchObject({ name: 'Pat Early' });
  });
});
